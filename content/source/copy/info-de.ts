/** German information pages (de-DE; de-CH writes ss for ß, the other German locales fall back). */
import type { InfoCopy } from "../info-copy-type.ts";

export const infoDe: InfoCopy = {
  pages: {
    about: {
      slug: "ueber-uns",
      name: "Über uns",
      headline: "Über {brand}",
      intro:
        "Wir drucken Erinnerungen: persönliche Karten, Fotobücher, Kalender und Wandbilder, gestaltet von dir und gefertigt in unserer eigenen Druckerei in Berlin.",
      sections: [
        {
          heading: "Wie alles anfing",
          paragraphs: [
            "{brand} begann 2014 mit einer einzigen Hochzeitseinladung, die es so nirgends zu kaufen gab. Heute arbeiten über 120 Menschen in Gestaltung, Druck, Versand und Kundenservice daran, dass aus deinen Fotos und Worten etwas Bleibendes wird.",
            "Vom ersten Entwurf bis zum fertigen Paket bleibt alles unter einem Dach: Unsere Designerinnen und Designer entwickeln jede Vorlage selbst, gedruckt und gebunden wird in Berlin.",
          ],
        },
        {
          heading: "Was uns wichtig ist",
          paragraphs: [
            "Jede Bestellung wird vor dem Versand von Hand geprüft. Ist etwas nicht so, wie du es dir vorgestellt hast, drucken wir neu oder erstatten den Betrag – das ist unsere Zufriedenheitsgarantie.",
          ],
          bullets: [
            "Eigene Druckerei mit Offset- und Digitaldruck in Berlin",
            "FSC-zertifizierte Papiere und klimaneutraler Versand",
            "Persönlicher Kundenservice Mo–Fr von 8 bis 18 Uhr",
          ],
        },
      ],
    },
    jobs: {
      slug: "jobs",
      name: "Jobs",
      headline: "Jobs bei {brand}",
      intro:
        "Du möchtest mit uns Erinnerungen drucken? Wir suchen Menschen, die gute Gestaltung, saubere Technik und echten Service lieben.",
      sections: [
        {
          heading: "Offene Stellen",
          paragraphs: ["Aktuell suchen wir in Berlin (vor Ort oder hybrid):"],
          bullets: [
            "Medientechnologe Druck (m/w/d), Vollzeit, Schichtbetrieb",
            "Kundenservice-Mitarbeiter (m/w/d) für Deutsch und Englisch, Teilzeit oder Vollzeit",
            "Senior Frontend-Entwickler (m/w/d), React und TypeScript",
            "Grafikdesigner (m/w/d) für Karten- und Kalendervorlagen",
            "Werkstudent (m/w/d) in der Versandlogistik, 20 Stunden pro Woche",
          ],
        },
        {
          heading: "Was wir bieten",
          paragraphs: [
            "Unbefristete Verträge, 30 Urlaubstage, flexible Arbeitszeiten außerhalb der Produktion, ein Zuschuss zum Deutschlandticket und jedes Jahr ein Budget für Weiterbildung. Und natürlich Mitarbeiterrabatt auf alles, was wir drucken.",
          ],
        },
        {
          heading: "So bewirbst du dich",
          paragraphs: [
            "Schick uns deinen Lebenslauf und ein paar Sätze, warum du zu uns passt, an jobs@{domain}. Ein Anschreiben nach Schema F brauchen wir nicht. Wir melden uns innerhalb von zwei Wochen bei dir.",
          ],
        },
      ],
    },
    press: {
      slug: "presse",
      name: "Presse",
      headline: "Presse",
      intro: "Informationen, Zahlen und Bildmaterial für Journalistinnen und Journalisten.",
      sections: [
        {
          heading: "{brand} in Zahlen",
          paragraphs: [],
          bullets: [
            "Gegründet 2014 in Berlin",
            "Über 120 Mitarbeitende in Gestaltung, Druck, Versand und Service",
            "Mehr als 3.000 eigene Kartendesigns",
            "Versand in zwölf Länder Europas und in die USA",
            "4,8 von 5 Sternen aus über 40.000 Kundenbewertungen",
          ],
        },
        {
          heading: "Pressekontakt",
          paragraphs: [
            "Für Interviews, Produktmuster und Bildmaterial in Druckqualität erreichst du unser Presseteam unter presse@{domain} oder telefonisch unter {phone}. Wir antworten in der Regel am selben Werktag.",
          ],
        },
        {
          heading: "Logos und Bilder",
          paragraphs: [
            "Logos, Produktfotos und Porträts der Geschäftsführung stellen wir dir auf Anfrage gern zur Verfügung. Bitte nenne bei der Veröffentlichung „{brand}“ als Quelle.",
          ],
        },
      ],
    },
    sustainability: {
      slug: "nachhaltigkeit",
      name: "Nachhaltigkeit",
      headline: "Nachhaltig gedruckt",
      intro:
        "Was wir drucken, soll lange Freude machen. Deshalb achten wir auf Papier, Energie und Verpackung – und sagen offen, wo wir noch besser werden wollen.",
      sections: [
        {
          heading: "Papier und Material",
          paragraphs: [
            "Alle unsere Papiere und Kartons sind FSC-zertifiziert oder bestehen aus Recyclingfasern. Für Leinwände verwenden wir Baumwolle und Keilrahmen aus Holz aus europäischer Forstwirtschaft.",
          ],
        },
        {
          heading: "Druck und Energie",
          paragraphs: [
            "Unsere Druckerei in Berlin bezieht seit 2021 Ökostrom. Wir drucken mit mineralölfreien Farben, und Papierreste gehen vollständig ins Recycling.",
          ],
        },
        {
          heading: "Versand und Verpackung",
          paragraphs: [
            "Wir verschicken klimaneutral und verpacken ohne Plastik: mit Kartonagen aus Altpapier und Papierklebeband. Die Versandemissionen gleichen wir über zertifizierte Klimaschutzprojekte aus – vermeiden ist uns aber wichtiger als ausgleichen.",
          ],
        },
      ],
    },
    shipping: {
      slug: "versand",
      name: "Versand & Lieferzeiten",
      headline: "Versand und Lieferzeiten",
      intro:
        "Wir drucken jede Bestellung frisch für dich. Hier siehst du, wann sie bei dir ist und was der Versand kostet.",
      sections: [
        {
          heading: "Produktion",
          paragraphs: [
            "Karten, Fotoabzüge und Poster verlassen unsere Druckerei meist am nächsten Werktag, Fotobücher, Kalender und Wandbilder nach zwei bis drei Werktagen. Die Lieferzeit zählt ab dem Versand, den wir dir mit einer Sendungsnummer per E-Mail bestätigen.",
          ],
        },
        {
          heading: "Gut zu wissen",
          paragraphs: [
            "Alle Preise enthalten die gesetzliche Mehrwertsteuer. Bei Lieferungen in die Schweiz, nach Liechtenstein, ins Vereinigte Königreich und in die USA sind Zoll und Einfuhrabgaben bereits im Preis enthalten. Wir liefern an Packstationen und auf Wunsch direkt an die Empfängerin oder den Empfänger deines Geschenks.",
          ],
        },
      ],
    },
    payment: {
      slug: "zahlung",
      name: "Zahlungsarten",
      headline: "Zahlungsarten",
      intro: "Bezahle so, wie es für dich am einfachsten ist – sicher verschlüsselt und ohne zusätzliche Gebühren.",
      sections: [
        {
          heading: "Sicher bezahlen",
          paragraphs: [
            "Deine Zahlungsdaten werden verschlüsselt direkt an den jeweiligen Zahlungsanbieter übertragen; wir speichern keine Kartennummern. Welche Zahlungsarten du nutzen kannst, hängt von deinem Lieferland ab.",
          ],
        },
        {
          heading: "Kauf auf Rechnung",
          paragraphs: [
            "In Deutschland kannst du bequem auf Rechnung bezahlen. Du hast dann 14 Tage ab Versand Zeit für die Überweisung. Für Gutscheine ist Rechnungskauf nicht möglich.",
          ],
        },
      ],
    },
    business: {
      slug: "geschaeftskunden",
      name: "Geschäftskunden",
      headline: "{brand} für Unternehmen",
      intro:
        "Weihnachtskarten für Kundinnen und Kunden, Wandbilder fürs Büro oder Kalender mit eurem Logo: Wir drucken für Firmen jeder Größe.",
      sections: [
        {
          heading: "Was wir für dich tun",
          paragraphs: [],
          bullets: [
            "Staffelpreise ab 100 Karten und persönliche Beratung durch ein festes Ansprechteam",
            "Gestaltung mit eurem Logo und euren Farben, auf Wunsch durch unsere Designerinnen und Designer",
            "Kauf auf Rechnung mit 30 Tagen Zahlungsziel und Ausweis der Umsatzsteuer",
            "Versand an viele Adressen: Wir verschicken direkt an eure Kundenliste",
          ],
        },
        {
          heading: "Angebot anfragen",
          paragraphs: [
            "Schreib uns an business@{domain}, was du vorhast, wie viele Stück du brauchst und bis wann. Du bekommst innerhalb eines Werktags ein unverbindliches Angebot.",
          ],
        },
      ],
    },
    imprint: {
      slug: "impressum",
      name: "Impressum",
      headline: "Impressum",
      intro: "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).",
      sections: [
        {
          heading: "Anbieter",
          paragraphs: ["{company}, {street}, {city}, {country}", "{brand} ist eine Marke der {company}."],
        },
        { heading: "Kontakt", paragraphs: ["Telefon: {phone} (Mo–Fr 8–18 Uhr)", "E-Mail: {email}"] },
        {
          heading: "Vertretung und Register",
          paragraphs: [
            "Geschäftsführung: Anna Lindqvist, Tobias Hartmann",
            "Registergericht: Amtsgericht Charlottenburg, HRB 187342 B",
            "Umsatzsteuer-Identifikationsnummer: DE 318 472 905",
          ],
        },
        {
          heading: "Verbraucherstreitbeilegung",
          paragraphs: [
            "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wende dich bei Fragen oder Beschwerden bitte direkt an unseren Kundenservice – wir finden fast immer eine Lösung.",
          ],
        },
      ],
    },
    privacy: {
      slug: "datenschutz",
      name: "Datenschutz",
      headline: "Datenschutzerklärung",
      intro:
        "Wie wir mit deinen Daten umgehen: Wir erheben nur, was wir für deine Bestellung und unseren Shop brauchen, und verkaufen keine Daten.",
      sections: [
        {
          heading: "Verantwortlich",
          paragraphs: [
            "Verantwortlich für die Verarbeitung deiner Daten ist die {company}, {street}, {city}. Unsere Datenschutzbeauftragte erreichst du unter datenschutz@{domain}.",
          ],
        },
        {
          heading: "Welche Daten wir verarbeiten und warum",
          paragraphs: [],
          bullets: [
            "Bestellung: Name, Adressen, E-Mail-Adresse, Zahlungsart und deine Gestaltungen, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO)",
            "Kundenkonto: Zugangsdaten und Bestellverlauf, solange du das Konto behältst",
            "Newsletter: deine E-Mail-Adresse nach deiner Bestätigung (Double-Opt-in); Abmeldung jederzeit über den Link in jeder Ausgabe",
            "Kontaktformular: deine Nachricht und Kontaktdaten, um dir zu antworten",
          ],
        },
        {
          heading: "Cookies und Messung",
          paragraphs: [
            "Notwendige Cookies halten deinen Warenkorb und deine Anmeldung. Statistik und Tests mit Funktionsvarianten setzen wir nur ein, wenn du in den Cookie-Einstellungen zugestimmt hast; deine Wahl kannst du dort jederzeit ändern.",
          ],
        },
        {
          heading: "Weitergabe und Speicherdauer",
          paragraphs: [
            "Wir geben Daten nur weiter, wenn es für deine Bestellung nötig ist: an Versanddienstleister und Zahlungsanbieter. Gestaltungen löschen wir 24 Monate nach der letzten Bestellung, Rechnungsdaten nach den gesetzlichen Aufbewahrungsfristen von bis zu zehn Jahren.",
          ],
        },
        {
          heading: "Deine Rechte",
          paragraphs: [
            "Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Schreib uns dafür an datenschutz@{domain}. Außerdem kannst du dich bei einer Datenschutzaufsichtsbehörde beschweren.",
          ],
        },
      ],
    },
    terms: {
      slug: "agb",
      name: "AGB",
      headline: "Allgemeine Geschäftsbedingungen",
      intro: "Die Bedingungen für Bestellungen bei {brand}, einem Angebot der {company}. Stand: November 2026.",
      sections: [
        {
          heading: "1. Geltungsbereich und Vertragspartner",
          paragraphs: [
            "Diese Bedingungen gelten für alle Bestellungen im Onlineshop {brand}. Dein Vertragspartner ist die {company}, {street}, {city}.",
          ],
        },
        {
          heading: "2. Vertragsschluss",
          paragraphs: [
            "Mit dem Klick auf „Zahlungspflichtig bestellen“ gibst du ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir deine Bestellung per E-Mail bestätigen.",
          ],
        },
        {
          heading: "3. Preise, Versand und Zahlung",
          paragraphs: [
            "Es gelten die Preise zum Zeitpunkt der Bestellung, inklusive Mehrwertsteuer, zuzüglich der Versandkosten, die wir auf der Seite „Versand & Lieferzeiten“ nennen. Die Zahlungsarten hängen vom Lieferland ab.",
          ],
        },
        {
          heading: "4. Widerrufsrecht",
          paragraphs: [
            "Für Produkte, die nach deinen Vorgaben gestaltet werden – also fast alle unsere Produkte –, besteht nach § 312g Abs. 2 Nr. 1 BGB kein Widerrufsrecht. Für nicht personalisierte Artikel wie leere Briefumschläge und für Gutscheine kannst du den Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen.",
          ],
        },
        {
          heading: "5. Gewährleistung und Zufriedenheitsgarantie",
          paragraphs: [
            "Es gilt die gesetzliche Gewährleistung. Zusätzlich drucken wir kostenlos neu oder erstatten den Betrag, wenn du innerhalb von 30 Tagen nach Erhalt mit der Qualität nicht zufrieden bist. Bitte schick uns dazu ein Foto an {email}.",
          ],
        },
        {
          heading: "6. Rechte an Inhalten",
          paragraphs: [
            "Du versicherst, dass du an den hochgeladenen Fotos und Texten die nötigen Rechte hast. Inhalte, die gegen Gesetze verstoßen, drucken wir nicht.",
          ],
        },
        {
          heading: "7. Schlussbestimmungen",
          paragraphs: [
            "Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften deines Wohnsitzlandes bleiben unberührt.",
          ],
        },
      ],
    },
    magazine: {
      slug: "magazin",
      name: "Magazin",
      headline: "Das {brand} Magazin",
      intro: "Ideen, Anleitungen und Inspiration rund um Fotos, Karten und schöne Wände.",
      sections: [
        {
          heading: "Fotobuch gestalten: fünf Tipps für eine gute Geschichte",
          paragraphs: [
            "Wähle vor dem Hochladen aus: Lieber 80 starke Bilder als 300 ähnliche. Sortiere chronologisch oder nach Orten, und gönne besonderen Momenten eine ganze Doppelseite.",
            "Kurze Texte – ein Datum, ein Zitat, ein Insiderwitz – machen aus einem Fotobuch ein Erinnerungsbuch. Und plane zwischendurch ruhige Seiten mit nur einem Bild ein: Sie geben dem Auge Pause.",
          ],
        },
        {
          heading: "Hochzeitseinladungen: der richtige Zeitplan",
          paragraphs: [
            "Save-the-Date-Karten verschickst du sechs bis acht Monate vor der Hochzeit, die Einladungen etwa drei Monate vorher. Plane für Druck und Versand rund eine Woche ein, und bestelle vorher ein Muster, um Papier und Farben in der Hand zu halten.",
          ],
        },
        {
          heading: "Wandbilder aufhängen wie die Profis",
          paragraphs: [
            "Die Bildmitte gehört auf Augenhöhe, etwa 1,50 Meter über dem Boden. Über dem Sofa sollte das Bild rund zwei Drittel der Sofabreite einnehmen. Für Bilderwände legst du die Anordnung zuerst mit Papierschablonen an die Wand – so sitzen die Nägel beim ersten Versuch.",
          ],
        },
      ],
    },
  },
  shipping: {
    heading: "Versandkosten und Lieferzeiten nach Land",
    line: "{country}: Standard {standard} ({days} Werktage), Express {express} ({expressDays} Werktage), versandkostenfrei ab {free}",
  },
  payment: {
    heading: "Zahlungsarten nach Lieferland",
    line: "{country}: {methods}",
    methods: {
      paypal: "PayPal",
      klarna: "Klarna",
      visa: "Visa",
      mastercard: "Mastercard",
      amex: "American Express",
      invoice: "Kauf auf Rechnung",
      eps: "eps-Überweisung",
      twint: "TWINT",
      postfinance: "PostFinance",
      bancontact: "Bancontact",
      ideal: "iDEAL",
      cartebancaire: "Carte Bancaire",
      bizum: "Bizum",
      applepay: "Apple Pay",
    },
  },
  productsHeadline: "Unsere Lieblingsprodukte",
};
