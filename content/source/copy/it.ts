/** Italian shop copy (it-IT; it-CH falls back to it). */
import type { Copy } from "../copy-type.ts";
import { infoIt } from "./info-it.ts";

export const it: Copy = {
  slugs: {
    home: "home",
    calendar: "calendario-personalizzato",
    card: "biglietti",
    collage: "collage-foto",
    photoframe: "cornici-foto",
    photoprint: "stampa-foto",
    photobook: "fotolibro",
    photobox: "scatola-con-foto",
    wallart: "quadri-personalizzati",
    canvas: "stampa-su-tela",
    poster: "stampa-poster",
    acrylic: "stampa-su-plexiglass",
    framedPhoto: "foto-incorniciata",
    wallCalendar: "calendario-da-parete",
    hardcoverPhotobook: "fotolibro-copertina-rigida",
    foldedCard: "biglietti-pieghevoli",
    envelopes: "buste",
    collagePoster: "poster-collage",
    christmasCards: "biglietti-di-natale",
    voucher: "buono-regalo",
    contact: "contatti",
    error: "error",
    photoPrintsOrder: "fotos-drucken",
    feedCollage: "feed-collage",
    feedCalendar: "feed-calendar",
    feedCard: "feed-card",
  },
  pages: {
    home: {
      name: "Home",
      headline: "Biglietti personalizzati e regali con foto creati con amore",
      intro:
        "Crea biglietti, fotolibri, calendari e quadri con i tuoi momenti più belli – stampati nella nostra tipografia e consegnati in fretta.",
    },
    calendar: {
      name: "Calendari con foto",
      headline: "Crea il tuo calendario personalizzato",
      intro:
        "Dodici mesi, dodici foto preferite: calendari da parete, da tavolo e planner per la famiglia in tanti formati, da qualsiasi mese.",
    },
    card: {
      name: "Biglietti",
      headline: "Biglietti per ogni occasione",
      intro:
        "Partecipazioni di nozze, annunci di nascita e inviti in oltre 3.000 design, su carta pregiata con lamina oro, argento o oro rosa.",
    },
    collage: {
      name: "Collage di foto",
      headline: "Crea un collage di foto",
      intro:
        "Tanti ricordi in un'unica immagine: a cuore, a griglia o con lettere, stampati su poster, tela o plexiglass.",
    },
    photoframe: {
      name: "Cornici foto",
      headline: "Cornici con la tua foto",
      intro:
        "Cornici in legno, in alluminio e a cassetta: stampiamo la tua foto e la consegniamo incorniciata, pronta da appendere.",
    },
    photoprint: {
      name: "Stampa foto",
      headline: "Stampe foto di qualità professionale",
      intro: "Le foto del tuo smartphone come vere stampe su carta opaca o lucida, dal 10x10 al 30x20 cm.",
    },
    photobook: {
      name: "Fotolibri",
      headline: "Crea il tuo fotolibro con amore",
      intro:
        "Classico, premium layflat o quaderno fotografico: racconta la tua storia fino a 200 pagine, con modelli per ogni occasione.",
    },
    photobox: {
      name: "Scatola con foto",
      headline: "Una scatola piena delle tue foto",
      intro: "Una bella scatola piena di stampe – il regalo personale per compleanni, anniversari e migliori amici.",
    },
    wallart: {
      name: "Quadri",
      headline: "Quadri dalle tue foto",
      intro:
        "Poster, tela, plexiglass e alluminio: trova il materiale giusto per la tua foto preferita e per la tua casa.",
    },
    canvas: {
      name: "Stampa su tela",
      headline: "Stampa su tela: la tua foto su tela",
      intro:
        "Vera tela di cotone su telaio in legno, stampata con inchiostri resistenti e consegnata pronta da appendere.",
    },
    poster: {
      name: "Stampa poster",
      headline: "Stampa poster in qualità fotografica",
      intro: "La tua immagine come poster su carta premium, satinata o lucida, fino al formato 150x100 cm.",
    },
    acrylic: {
      name: "Plexiglass",
      headline: "Foto su plexiglass",
      intro:
        "Colori brillanti e vera profondità: la tua foto dietro 4 mm di plexiglass, con sistema di aggancio invisibile.",
    },
    framedPhoto: {
      name: "Foto incorniciata",
      headline: "La tua foto già incorniciata",
      intro:
        "Scegli cornice, passe-partout e formato – stampiamo, incorniciamo e spediamo la tua immagine ben imballata.",
    },
    wallCalendar: {
      name: "Calendario da parete",
      headline: "Calendario da parete con le tue foto",
      intro:
        "Il classico per la cucina o l'ufficio, verticale od orizzontale dall'A5 all'A3, con rilegatura a spirale.",
    },
    hardcoverPhotobook: {
      name: "Fotolibro copertina rigida",
      headline: "Fotolibro con copertina rigida",
      intro: "Copertina robusta con plastificazione opaca o lucida e pagine su carta premium – per ricordi che durano.",
    },
    foldedCard: {
      name: "Biglietti pieghevoli",
      headline: "Crea biglietti pieghevoli",
      intro: "Biglietti pieghevoli con tanto spazio per foto e parole, con busta e inserto coordinati.",
    },
    envelopes: {
      name: "Buste",
      headline: "Buste coordinate",
      intro: "Buste colorate per tutti i formati di biglietto – anche con l'indirizzo del destinatario stampato.",
    },
    collagePoster: {
      name: "Poster collage",
      headline: "Poster collage con tante foto",
      intro: "Fino a 50 foto su un poster: scegli un modello, carica le tue immagini ed ecco il tuo pezzo unico.",
    },
    christmasCards: {
      name: "Biglietti di Natale",
      headline: "Biglietti di Natale con foto",
      intro: "Design festosi per famiglia, amici e partner d'affari – con lamina e buste incluse.",
    },
    voucher: {
      name: "Buono regalo",
      headline: "Regala un buono",
      intro: "Non sai cosa regalare? Regala un buono valido su tutti i prodotti, via e-mail o da stampare.",
    },
    contact: {
      name: "Contatti",
      headline: "Come contattarci",
      intro: "Il nostro servizio clienti ti aiuta volentieri con ordini, creazione e spedizione.",
    },
    error: {
      name: "Pagina di errore",
      headline: "Ops, qualcosa è andato storto",
      intro: "Questa pagina al momento non è disponibile. Forse qui trovi quello che cerchi.",
    },
    photoPrintsOrder: {
      name: "Stampa le foto",
      headline: "Fai stampare le tue foto",
      intro: "Carica le immagini, scegli il formato ed è fatta: le stampe arrivano in due o tre giorni lavorativi.",
    },
    feedCollage: {
      name: "Nuovi collage",
      headline: "Novità: modelli di collage",
      intro: "I modelli più recenti per il tuo collage di foto.",
    },
    feedCalendar: {
      name: "Nuovi calendari",
      headline: "Novità: design di calendari",
      intro: "Design freschi per il tuo calendario del nuovo anno.",
    },
    feedCard: {
      name: "Nuovi biglietti",
      headline: "Novità: design di biglietti",
      intro: "I nostri nuovi design di biglietti per ogni occasione.",
    },
  },
  words: {
    designNow: "Crea ora",
    discover: "Scopri",
    calculatePrice: "Calcola il prezzo",
    priceCalculator: "Calcolatore di prezzo",
    formatsAndPrices: "Formati e prezzi",
    format: "Formato",
    price: "Prezzo",
    from: "da",
    bestseller: "Più venduto",
    newIn: "Novità",
    moreFormats: "Altri formati",
    video: "È semplicissimo",
    customerPictures: "Le foto dei nostri clienti",
    contactTopics: ["Ordine", "Creazione", "Spedizione", "Fattura", "Altro"],
    contactName: "Nome",
    contactEmail: "Indirizzo e-mail",
    contactMessage: "Il tuo messaggio",
    contactSend: "Invia messaggio",
    contactPersonRole: "Servizio clienti",
    voucherAmounts: "Scegli un importo",
    toolboxHeadline: "Strumenti utili",
    tools: [
      ["Converti un file", "Da HEIC, PNG o TIFF a JPG"],
      ["Converti un PDF", "Usa le pagine PDF come immagini"],
      ["Ottimizza un'immagine", "Migliora luminosità e nitidezza automaticamente"],
    ],
    frameTypesHeadline: "Tipi di cornice",
    accessoryTypesHeadline: "Accessori",
    skuLabel: "Cod. art.",
    errorText: "Riprova tra qualche minuto o riparti dalla home page.",
    errorCta: "Alla home page",
    shopHeadline: "Prodotti più amati",
  },
  usps: [
    ["Spedizione veloce", "in 2–4 giorni lavorativi"],
    ["Stampato da noi", "nella nostra tipografia"],
    ["Soddisfatti o rimborsati", "garantito"],
  ],
  frames: {
    holzrahmen: ["Cornice in legno", "Legno massello rovere, nero o bianco"],
    alurahmen: ["Cornice in alluminio", "Profilo sottile in alluminio spazzolato"],
    "schattenfuge-leinwand": ["Cornice a cassetta", "La tela fluttua nella cornice"],
  },
  accessories: {
    envelope: ["Busta", "In 12 colori, adatta al formato"],
    ribbon: ["Nastro", "Nastro di raso per gli inviti"],
    inlay: ["Inserto", "Carta da lucido per biglietti pieghevoli"],
  },
  wallartHome: {
    headline: "Quadri con le tue foto più belle, stampati con amore",
    intro:
      "Tela, poster, plexiglass e alluminio in qualità da galleria: crea quadri per la tua casa, stampati in Germania e consegnati in fretta.",
  },
  seo: [
    "Perché ordinare da noi?",
    "Da oltre dieci anni stampiamo prodotti fotografici personalizzati nella nostra tipografia e controlliamo ogni ordine a mano.",
    "Tutte le nostre carte sono certificate FSC e spediamo a impatto climatico zero.",
  ],
  occasions: {
    hochzeit: "Matrimonio",
    geburt: "Nascita",
    geburtstag: "Compleanno",
    taufe: "Battesimo",
    weihnachten: "Natale",
    trauer: "Condoglianze",
    konfirmation: "Cresima",
    einschulung: "Primo giorno di scuola",
  },
  chrome: {
    magazine: "Magazine",
    service: "Aiuto e contatti",
    account: "Il mio account",
    cart: "Carrello",
    hotline: "Assistenza clienti",
    hotlineHours: "lun–ven 8–18",
    helpQuestions: [
      [
        "Quanto dura la consegna?",
        "Di solito stampiamo il tuo ordine in 1–2 giorni lavorativi. I tempi di spedizione per paese sono nella nostra pagina spedizioni.",
      ],
      [
        "Posso ancora modificare il mio ordine?",
        "Sì, finché non è in stampa: chiamaci o scrivici tramite il modulo di contatto.",
      ],
      [
        "Quali metodi di pagamento ci sono?",
        "Dipende dal paese, per esempio PayPal o carta di credito. Tutti i metodi sono nella pagina dei pagamenti.",
      ],
      [
        "E se qualcosa non va?",
        "Mandaci una foto del prodotto tramite il modulo di contatto. Lo ristampiamo gratis o ti rimborsiamo.",
      ],
    ],
    serviceText: "Siamo qui per te.",
    help: "Aiuto",
    allProducts: "Tutti i prodotti",
    accessories: "Accessori",
    flyout: {
      categories: "Categorie",
      occasions: "Occasioni",
      additional: "Inoltre",
      startWithoutDesign: "Inizia senza modello",
      withMultipleImages: "Con più foto",
      types: "Tipi",
      assistant: "Assistente fotolibro",
      more: "Scopri di più",
      poster: "Poster",
      leinwand: "Tele",
      platte: "Pannelli",
      color: "Colori",
      other: "Altre cornici",
      premium: "Premium",
      additionalProducts: "Altri prodotti",
      calendarTypes: {
        wandkalender: "Calendario da parete",
        tischkalender: "Calendario da tavolo",
        familienplaner: "Planner familiare",
        kuechenkalender: "Calendario da cucina",
        terminkalender: "Agenda",
      },
      photobookTypes: {
        digitalfotobuch: "Fotolibro classico",
        echtfotobuch: "Premium layflat",
        fotoheft: "Quaderno fotografico",
      },
      photobookCategories: {
        wedding: "Matrimonio",
        baby: "Bambino",
        travel: "Viaggio",
        family: "Famiglia",
        birthday: "Compleanno",
      },
      collageCategories: { heart: "Collage a cuore", grid: "Collage a griglia", letters: "Collage con lettere" },
      colours: { black: "Nero", white: "Bianco", oak: "Rovere" },
      otherFrames: { aluminium: "Cornice in alluminio", artbox: "Artbox" },
      accessoryItems: { envelopes: "Buste", ribbons: "Nastri", inlays: "Inserti" },
      wallartGroups: { bestseller: "Più venduti", premium: "Materiali premium" },
    },
    actionBar: "<b>Ancora {countdown}:</b> -20% su tutti i quadri con il codice PARETE20",
    smartBanner: { rating: "4,8 stelle nell'App Store", cta: "Apri" },
    linkbox: {
      headline: "Tutto per le tue foto",
      lists: [
        [
          "Prodotti fotografici",
          [
            ["Fotolibri", "photobook"],
            ["Calendari", "calendar"],
            ["Stampa foto", "photoprint"],
            ["Scatola con foto", "photobox"],
          ],
        ],
        [
          "Quadri",
          [
            ["Stampa su tela", "canvas"],
            ["Poster", "poster"],
            ["Plexiglass", "acrylic"],
            ["Cornici foto", "photoframe"],
          ],
        ],
        [
          "Biglietti",
          [
            ["Biglietti pieghevoli", "foldedCard"],
            ["Biglietti di Natale", "christmasCards"],
            ["Buste", "envelopes"],
            ["Buoni regalo", "voucher"],
          ],
        ],
      ],
    },
    newsletter: {
      headline: "-10% sul tuo primo ordine",
      placeholder: "Il tuo indirizzo e-mail",
      cta: "Iscriviti",
      text: "Iscriviti alla newsletter per ricevere idee, offerte e un buono sconto. Puoi disiscriverti in qualsiasi momento.",
    },
    communication: [
      ["Consulenza personale", "Consulenza", "Il nostro team risponde lun–ven dalle 8 alle 18.", "contact"],
      ["Regala un buono", "Buono", "Valido su tutti i prodotti, via e-mail in pochi minuti.", "voucher"],
      ["Stampa le foto", "Stampe", "Stampe di qualità da 9 centesimi.", "photoPrintsOrder"],
    ],
    reviews: {
      title: "Cosa dicono i nostri clienti",
      subtitle: "Oltre 40.000 recensioni",
      items: [
        [
          "Partecipazioni bellissime",
          "La carta e la lamina oro sono ancora più belle del previsto, e la consegna è stata veloce.",
          "Giulia R.",
        ],
        ["Fotolibro stupendo", "Il layflat del nostro viaggio è un sogno. I colori sono brillanti.", "Marco B."],
        [
          "Sempre soddisfatta",
          "Il nostro calendario di famiglia arriva da qui ogni anno. Facile da creare, ottima qualità.",
          "Francesca P.",
        ],
        [
          "Partecipazioni di nascita da sogno",
          "I biglietti per la nascita di nostra figlia sono bellissimi. La carta opaca è piacevolissima al tatto.",
          "Chiara L.",
        ],
        [
          "La tela in soggiorno",
          "La tela ora è appesa sopra il divano. Nitida, colori fedeli e ben tesa sul telaio.",
          "Luca M.",
        ],
        [
          "Assistenza veloce",
          "Avevo un errore di battitura nell'ordine. L'assistenza l'ha corretto il giorno stesso.",
          "Elena C.",
        ],
        [
          "Biglietti di Natale per la famiglia",
          "Ogni anno ordiniamo qui i nostri biglietti di Natale. I modelli sono moderni e facili da adattare.",
          "Andrea G.",
        ],
        [
          "Vetro acrilico con profondità",
          "La nostra foto delle vacanze su vetro acrilico è luminosissima. Il sistema di aggancio si monta in cinque minuti.",
          "Sara D.",
        ],
        [
          "Una scatola di foto in regalo",
          "La scatola con 30 stampe è stata il regalo di compleanno preferito di mia madre.",
          "Valentina S.",
        ],
      ],
    },
    boxes: {
      aboutShop: "Chi è {brand}",
      appLinks: "La nostra app",
      awards: "Riconoscimenti",
      customerService: "Servizio clienti",
      international: "Internazionale",
      languages: "Lingue",
      socialMedia: "Seguici",
    },
    aboutItems: [
      ["Chi siamo", "about"],
      ["Lavora con noi", "jobs"],
      ["Stampa", "press"],
      ["Sostenibilità", "sustainability"],
    ],
    serviceItems: [
      ["Aiuto e FAQ", "contact"],
      ["Spedizione", "shipping"],
      ["Metodi di pagamento", "payment"],
      ["Clienti business", "business"],
    ],
    awardItems: ["Miglior fotolibro", "Top shop 2026", "Spedizione a impatto zero"],
    copyright: "© {year} {brand} – tutti i diritti riservati",
    seoText:
      "Con {brand} crei regali fotografici che vengono dal cuore: biglietti per matrimoni, nascite e Natale, fotolibri e calendari con le tue foto più belle e quadri su tela, plexiglass e poster. Stampiamo nella nostra tipografia, controlliamo ogni ordine a mano e spediamo a impatto climatico zero. Crea dal computer o dallo smartphone, e il nostro servizio clienti ti aiuta di persona.",
    burgerFooter: [
      ["Note legali", "imprint"],
      ["Privacy", "privacy"],
      ["Condizioni", "terms"],
    ],
    extraMenu: [
      ["Buoni regalo", "voucher"],
      ["Novità", "feedCard"],
      ["Contatti", "contact"],
    ],
    consentSettings: "Impostazioni cookie",
  },
  info: infoIt,
};
