/** German shop copy (de-DE; de-AT, de-IT, de-LI and de-LU fall back to it, de-CH has overrides). */
import type { Copy } from "../copy-type.ts";
import { infoDe } from "./info-de.ts";

export const de: Copy = {
  slugs: {
    home: "home",
    calendar: "fotokalender",
    card: "karten",
    collage: "fotocollage",
    photoframe: "bilderrahmen",
    photoprint: "fotoabzuege",
    photobook: "fotobuch",
    photobox: "bilderbox",
    wallart: "wandbilder",
    canvas: "leinwanddruck",
    poster: "poster-drucken",
    acrylic: "acrylglas",
    framedPhoto: "foto-im-rahmen",
    wallCalendar: "wandkalender",
    hardcoverPhotobook: "fotobuch-hardcover",
    foldedCard: "klappkarten",
    envelopes: "briefumschlaege",
    collagePoster: "collage-poster",
    christmasCards: "weihnachtskarten",
    voucher: "gutschein",
    contact: "kontakt",
    error: "error",
    photoPrintsOrder: "fotos-drucken",
    feedCollage: "feed-collage",
    feedCalendar: "feed-calendar",
    feedCard: "feed-card",
  },
  pages: {
    home: {
      name: "Startseite",
      headline: "Persönliche Karten und Fotogeschenke mit Liebe gestaltet",
      intro:
        "Gestalte Karten, Fotobücher, Kalender und Wandbilder mit deinen schönsten Momenten – gedruckt in Deutschland und schnell bei dir.",
    },
    calendar: {
      name: "Fotokalender",
      headline: "Fotokalender selbst gestalten",
      intro:
        "Zwölf Monate, zwölf Lieblingsfotos: Wandkalender, Tischkalender und Familienplaner in vielen Formaten, auf Wunsch ab jedem Monat.",
    },
    card: {
      name: "Karten",
      headline: "Karten für jeden Anlass",
      intro:
        "Hochzeitskarten, Geburtskarten und Einladungen mit über 3.000 Designs, auf edlem Papier und mit Veredelungen in Gold, Silber oder Rosegold.",
    },
    collage: {
      name: "Fotocollagen",
      headline: "Fotocollage erstellen",
      intro:
        "Viele Erinnerungen auf einem Bild: als Herz, im Raster oder mit Buchstaben, gedruckt auf Poster, Leinwand oder Acrylglas.",
    },
    photoframe: {
      name: "Bilderrahmen",
      headline: "Bilderrahmen mit deinem Foto",
      intro:
        "Holzrahmen, Alurahmen und Schattenfugenrahmen: Wir drucken dein Foto und liefern es fertig gerahmt zum Aufhängen.",
    },
    photoprint: {
      name: "Fotoabzüge",
      headline: "Fotoabzüge in Laborqualität",
      intro: "Deine Smartphone-Fotos als echte Abzüge auf mattem oder glänzendem Fotopapier, von 10x10 bis 30x20 cm.",
    },
    photobook: {
      name: "Fotobücher",
      headline: "Fotobuch mit Liebe gestalten",
      intro:
        "Klassisch, als Premium-Layflat oder als Fotoheft: Erzähle deine Geschichte auf bis zu 200 Seiten, mit Vorlagen für jeden Anlass.",
    },
    photobox: {
      name: "Bilderbox",
      headline: "Bilderbox mit deinen Fotos",
      intro:
        "Eine hübsche Box voller Fotoabzüge – das persönliche Geschenk für Geburtstage, Jahrestage und die besten Freunde.",
    },
    wallart: {
      name: "Wandbilder",
      headline: "Wandbilder aus deinen Fotos",
      intro:
        "Poster, Leinwand, Acrylglas und Alu-Dibond: Finde das passende Material für dein Lieblingsfoto und dein Zuhause.",
    },
    canvas: {
      name: "Leinwanddruck",
      headline: "Leinwanddruck: Dein Foto auf Leinwand",
      intro:
        "Echte Baumwoll-Leinwand auf einem Keilrahmen aus Holz, farbecht bedruckt und fertig zum Aufhängen geliefert.",
    },
    poster: {
      name: "Poster drucken",
      headline: "Poster drucken in Fotoqualität",
      intro: "Dein Motiv als Poster auf Premium-Papier, seidenmatt oder glänzend, in Formaten bis 150x100 cm.",
    },
    acrylic: {
      name: "Acrylglas",
      headline: "Foto hinter Acrylglas",
      intro:
        "Brillante Farben und echte Tiefenwirkung: Dein Foto hinter 4 mm starkem Acrylglas, mit unsichtbarer Aufhängung.",
    },
    framedPhoto: {
      name: "Foto im Rahmen",
      headline: "Dein Foto fertig gerahmt",
      intro: "Wähle Rahmen, Passepartout und Format – wir drucken, rahmen und verschicken dein Bild sicher verpackt.",
    },
    wallCalendar: {
      name: "Wandkalender",
      headline: "Wandkalender mit eigenen Fotos",
      intro: "Der Klassiker für die Küche oder das Büro, im Hoch- oder Querformat von A5 bis A3 und mit Spiralbindung.",
    },
    hardcoverPhotobook: {
      name: "Fotobuch Hardcover",
      headline: "Fotobuch mit Hardcover",
      intro:
        "Stabiler Einband, matt oder glänzend kaschiert, und Seiten auf Premium-Papier – für Erinnerungen, die bleiben.",
    },
    foldedCard: {
      name: "Klappkarten",
      headline: "Klappkarten gestalten",
      intro: "Klappkarten mit viel Platz für Fotos und Text, auf Wunsch mit passendem Umschlag und Einlegeblatt.",
    },
    envelopes: {
      name: "Briefumschläge",
      headline: "Passende Briefumschläge",
      intro: "Farbige Umschläge in allen Kartenformaten – auf Wunsch mit bedruckter Empfängeradresse.",
    },
    collagePoster: {
      name: "Collage-Poster",
      headline: "Collage-Poster mit vielen Fotos",
      intro: "Bis zu 50 Fotos auf einem Poster: Wähle eine Vorlage, lade deine Bilder hoch und fertig ist dein Unikat.",
    },
    christmasCards: {
      name: "Weihnachtskarten",
      headline: "Weihnachtskarten mit Foto",
      intro: "Festliche Designs für Familie, Freunde und Geschäftspartner – mit Veredelung und Umschlag im Set.",
    },
    voucher: {
      name: "Gutschein",
      headline: "Geschenkgutschein verschenken",
      intro: "Nicht sicher, was gefällt? Verschenke einen Gutschein für alle Produkte, per E-Mail oder zum Ausdrucken.",
    },
    contact: {
      name: "Kontakt",
      headline: "So erreichst du uns",
      intro: "Unser Kundenservice hilft dir gern bei Fragen zu Bestellung, Gestaltung und Versand.",
    },
    error: {
      name: "Fehlerseite",
      headline: "Hoppla, hier ist etwas schiefgelaufen",
      intro: "Die Seite ist gerade nicht erreichbar. Vielleicht findest du hier, was du suchst.",
    },
    photoPrintsOrder: {
      name: "Fotos drucken",
      headline: "Fotos drucken lassen",
      intro: "Bilder hochladen, Format wählen, fertig: Deine Fotoabzüge sind in zwei bis drei Werktagen bei dir.",
    },
    feedCollage: {
      name: "Neue Collagen",
      headline: "Neu: Collage-Vorlagen",
      intro: "Die neuesten Vorlagen für deine Fotocollage.",
    },
    feedCalendar: {
      name: "Neue Kalender",
      headline: "Neu: Kalender-Designs",
      intro: "Frische Designs für deinen Fotokalender im neuen Jahr.",
    },
    feedCard: {
      name: "Neue Karten",
      headline: "Neu: Karten-Designs",
      intro: "Unsere neuesten Kartendesigns für jeden Anlass.",
    },
  },
  words: {
    designNow: "Jetzt gestalten",
    discover: "Entdecken",
    calculatePrice: "Preis berechnen",
    priceCalculator: "Preisrechner",
    formatsAndPrices: "Formate und Preise",
    format: "Format",
    price: "Preis",
    from: "ab",
    bestseller: "Bestseller",
    newIn: "Neu",
    moreFormats: "Weitere Formate",
    video: "So einfach geht's",
    customerPictures: "Bilder unserer Kundinnen und Kunden",
    contactTopics: ["Bestellung", "Gestaltung", "Versand", "Rechnung", "Sonstiges"],
    contactName: "Name",
    contactEmail: "E-Mail-Adresse",
    contactMessage: "Deine Nachricht",
    contactSend: "Nachricht senden",
    contactPersonRole: "Kundenservice",
    voucherAmounts: "Wähle einen Betrag",
    toolboxHeadline: "Hilfreiche Werkzeuge",
    tools: [
      ["Datei umwandeln", "HEIC, PNG oder TIFF in JPG umwandeln"],
      ["PDF umwandeln", "PDF-Seiten als Bilder verwenden"],
      ["Bild optimieren", "Helligkeit und Schärfe automatisch verbessern"],
    ],
    frameTypesHeadline: "Rahmenarten",
    accessoryTypesHeadline: "Zubehör",
    skuLabel: "Art.-Nr.",
    errorText: "Versuche es in ein paar Minuten noch einmal oder starte auf der Startseite.",
    errorCta: "Zur Startseite",
    shopHeadline: "Beliebte Produkte",
  },
  usps: [
    ["Schneller Versand", "in 2–4 Werktagen"],
    ["Made in Germany", "in eigener Druckerei"],
    ["Zufriedenheitsgarantie", "oder Geld zurück"],
  ],
  frames: {
    holzrahmen: ["Holzrahmen", "Massivholz in Eiche, Schwarz oder Weiß"],
    alurahmen: ["Alurahmen", "Schmales Aluprofil, gebürstet"],
    "schattenfuge-leinwand": ["Schattenfugenrahmen", "Die Leinwand schwebt im Rahmen"],
  },
  accessories: {
    envelope: ["Briefumschlag", "In 12 Farben, passend zum Format"],
    ribbon: ["Schleifenband", "Satinband für Einladungen"],
    inlay: ["Einlegeblatt", "Transparentpapier für Klappkarten"],
  },
  wallartHome: {
    headline: "Wandbilder aus deinen Lieblingsfotos – mit Liebe gedruckt",
    intro:
      "Leinwand, Poster, Acrylglas und Alu-Dibond in Galeriequalität: Gestalte Wandbilder für dein Zuhause – gedruckt in Deutschland und schnell bei dir.",
  },
  seo: [
    "Warum bei uns bestellen?",
    "Wir drucken seit über zehn Jahren persönliche Fotoprodukte in unserer eigenen Druckerei und prüfen jede Bestellung von Hand.",
    "Alle Papiere sind FSC-zertifiziert, und wir versenden klimaneutral.",
  ],
  occasions: {
    hochzeit: "Hochzeit",
    geburt: "Geburt",
    geburtstag: "Geburtstag",
    taufe: "Taufe",
    weihnachten: "Weihnachten",
    trauer: "Trauer",
    konfirmation: "Konfirmation",
    einschulung: "Einschulung",
  },
  chrome: {
    magazine: "Magazin",
    service: "Hilfe & Kontakt",
    account: "Mein Konto",
    cart: "Warenkorb",
    hotline: "Service-Hotline",
    hotlineHours: "Mo–Fr 8–18 Uhr",
    helpQuestions: [
      [
        "Wie lange dauert die Lieferung?",
        "Wir drucken Ihre Bestellung in der Regel innerhalb von 1–2 Werktagen. Die Versandzeiten je Land stehen auf unserer Seite zu Versand und Lieferzeiten.",
      ],
      [
        "Kann ich meine Bestellung noch ändern?",
        "Solange sie noch nicht gedruckt wird, ja: Rufen Sie uns an oder schreiben Sie uns über das Kontaktformular.",
      ],
      [
        "Welche Zahlungsarten gibt es?",
        "Das hängt vom Land ab – zum Beispiel PayPal, Kreditkarte oder Rechnung. Alle Zahlungsarten stehen auf der Seite Zahlungsarten.",
      ],
      [
        "Was tun, wenn etwas nicht stimmt?",
        "Schicken Sie uns ein Foto des Produkts über das Kontaktformular. Wir drucken kostenlos neu oder erstatten den Betrag.",
      ],
    ],
    serviceText: "Wir sind persönlich für dich da.",
    help: "Hilfe",
    allProducts: "Alle Produkte",
    accessories: "Zubehör",
    flyout: {
      categories: "Kategorien",
      occasions: "Anlässe",
      additional: "Außerdem",
      startWithoutDesign: "Ohne Vorlage starten",
      withMultipleImages: "Mit mehreren Bildern",
      types: "Arten",
      assistant: "Fotobuch-Assistent",
      more: "Mehr entdecken",
      poster: "Poster",
      leinwand: "Leinwand",
      platte: "Platten",
      color: "Farben",
      other: "Weitere Rahmen",
      premium: "Premium",
      additionalProducts: "Weitere Produkte",
      calendarTypes: {
        wandkalender: "Wandkalender",
        tischkalender: "Tischkalender",
        familienplaner: "Familienplaner",
        kuechenkalender: "Küchenkalender",
        terminkalender: "Terminkalender",
      },
      photobookTypes: { digitalfotobuch: "Classic Fotobuch", echtfotobuch: "Premium Layflat", fotoheft: "Fotoheft" },
      photobookCategories: {
        wedding: "Hochzeit",
        baby: "Baby",
        travel: "Reise",
        family: "Familie",
        birthday: "Geburtstag",
      },
      collageCategories: { heart: "Herz-Collage", grid: "Raster-Collage", letters: "Buchstaben-Collage" },
      colours: { black: "Schwarz", white: "Weiß", oak: "Eiche" },
      otherFrames: { aluminium: "Alurahmen", artbox: "Artbox" },
      accessoryItems: { envelopes: "Briefumschläge", ribbons: "Schleifenbänder", inlays: "Einlegeblätter" },
      wallartGroups: { bestseller: "Bestseller", premium: "Premium-Materialien" },
    },
    actionBar: "<b>Nur noch {countdown}:</b> 20 % auf alle Wandbilder mit dem Code WAND20",
    smartBanner: { rating: "4,8 Sterne im App Store", cta: "Öffnen" },
    linkbox: {
      headline: "Alles für deine Fotos",
      lists: [
        [
          "Fotoprodukte",
          [
            ["Fotobücher", "photobook"],
            ["Fotokalender", "calendar"],
            ["Fotoabzüge", "photoprint"],
            ["Bilderbox", "photobox"],
          ],
        ],
        [
          "Wandbilder",
          [
            ["Leinwanddruck", "canvas"],
            ["Poster", "poster"],
            ["Acrylglas", "acrylic"],
            ["Bilderrahmen", "photoframe"],
          ],
        ],
        [
          "Karten",
          [
            ["Klappkarten", "foldedCard"],
            ["Weihnachtskarten", "christmasCards"],
            ["Briefumschläge", "envelopes"],
            ["Gutscheine", "voucher"],
          ],
        ],
      ],
    },
    newsletter: {
      headline: "10 % für deine erste Bestellung",
      placeholder: "Deine E-Mail-Adresse",
      cta: "Anmelden",
      text: "Melde dich für unseren Newsletter an und erhalte Inspiration, Aktionen und einen Gutschein. Abmeldung jederzeit möglich.",
    },
    communication: [
      ["Persönliche Beratung", "Beratung", "Unser Team hilft dir Mo–Fr von 8 bis 18 Uhr.", "contact"],
      ["Gutschein verschenken", "Gutschein", "Für alle Produkte, per E-Mail in wenigen Minuten.", "voucher"],
      ["Fotos drucken", "Fotos", "Abzüge in Laborqualität ab 9 Cent.", "photoPrintsOrder"],
    ],
    reviews: {
      title: "Das sagen unsere Kundinnen und Kunden",
      subtitle: "Über 40.000 Bewertungen",
      items: [
        [
          "Wunderschöne Hochzeitskarten",
          "Papier und Goldveredelung sind noch schöner als erwartet. Die Lieferung kam schneller als gedacht.",
          "Laura M.",
        ],
        [
          "Tolles Fotobuch",
          "Das Layflat-Fotobuch von unserer Reise ist ein Traum. Die Farben sind brillant.",
          "Jonas K.",
        ],
        [
          "Immer wieder gern",
          "Unser Familienkalender kommt jedes Jahr von hier. Einfach zu gestalten, super Qualität.",
          "Petra S.",
        ],
        [
          "Geburtskarten wie erträumt",
          "Die Karten zur Geburt unserer Tochter sind wunderschön geworden. Das matte Papier fühlt sich hochwertig an.",
          "Miriam B.",
        ],
        [
          "Leinwand im Wohnzimmer",
          "Das Leinwandbild hängt jetzt über dem Sofa. Scharf, farbecht und sauber auf den Rahmen gespannt.",
          "Stefan W.",
        ],
        [
          "Schneller Kundenservice",
          "Ich hatte einen Tippfehler in der Bestellung. Der Service hat ihn noch am selben Tag korrigiert.",
          "Anja H.",
        ],
        [
          "Weihnachtskarten für die Familie",
          "Jedes Jahr bestellen wir hier unsere Weihnachtskarten. Die Vorlagen sind modern und leicht anzupassen.",
          "Thomas R.",
        ],
        [
          "Acrylglas mit Tiefenwirkung",
          "Unser Urlaubsfoto auf Acrylglas leuchtet richtig. Die Aufhängung war in fünf Minuten montiert.",
          "Julia F.",
        ],
        [
          "Fotobox als Geschenk",
          "Die Bilderbox mit 30 Abzügen war das liebste Geschenk zum Geburtstag meiner Mutter.",
          "Katrin S.",
        ],
      ],
    },
    boxes: {
      aboutShop: "Über {brand}",
      appLinks: "Unsere App",
      awards: "Auszeichnungen",
      customerService: "Kundenservice",
      international: "International",
      languages: "Sprachen",
      socialMedia: "Folge uns",
    },
    aboutItems: [
      ["Über uns", "about"],
      ["Jobs", "jobs"],
      ["Presse", "press"],
      ["Nachhaltigkeit", "sustainability"],
    ],
    serviceItems: [
      ["Hilfe & FAQ", "contact"],
      ["Versand & Lieferzeiten", "shipping"],
      ["Zahlungsarten", "payment"],
      ["Geschäftskunden", "business"],
    ],
    awardItems: ["Testsieger Fotobuch", "Top Shop 2026", "Klimaneutraler Versand"],
    copyright: "© {year} {brand} – alle Rechte vorbehalten",
    seoText:
      "Bei {brand} gestaltest du Fotogeschenke, die von Herzen kommen: Karten für Hochzeit, Geburt und Weihnachten, Fotobücher und Kalender mit deinen schönsten Bildern sowie Wandbilder auf Leinwand, Acrylglas und Poster. Wir drucken in unserer eigenen Druckerei in Deutschland, prüfen jede Bestellung von Hand und versenden klimaneutral. Mit unserem Designer gestaltest du am Computer oder auf dem Smartphone, und unser Kundenservice hilft dir persönlich weiter.",
    burgerFooter: [
      ["Impressum", "imprint"],
      ["Datenschutz", "privacy"],
      ["AGB", "terms"],
    ],
    extraMenu: [
      ["Gutscheine", "voucher"],
      ["Neuheiten", "feedCard"],
      ["Kontakt", "contact"],
    ],
    consentSettings: "Cookie-Einstellungen",
  },
  info: infoDe,
};
