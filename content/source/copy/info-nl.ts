/** Dutch information pages (nl-NL; nl-BE falls back to them). */
import type { InfoCopy } from "../info-copy-type.ts";

export const infoNl: InfoCopy = {
  pages: {
    about: {
      slug: "over-ons",
      name: "Over ons",
      headline: "Over {brand}",
      intro:
        "Wij drukken herinneringen: persoonlijke kaarten, fotoboeken, kalenders en wanddecoratie, ontworpen door jou en gemaakt in onze eigen drukkerij in Berlijn.",
      sections: [
        {
          heading: "Hoe het begon",
          paragraphs: [
            "{brand} begon in 2014 met één trouwkaart die nergens te koop was zoals het bruidspaar hem wilde. Vandaag werken meer dan 120 mensen in ontwerp, druk, verzending en klantenservice eraan dat jouw foto’s en woorden iets blijvends worden.",
            "Van eerste schets tot kant-en-klaar pakket blijft alles onder één dak: onze ontwerpers maken elk sjabloon zelf, en drukken en binden gebeurt in Berlijn.",
          ],
        },
        {
          heading: "Waar we voor staan",
          paragraphs: [
            "Elke bestelling wordt vóór verzending met de hand gecontroleerd. Is iets niet zoals je had verwacht, dan drukken we opnieuw of betalen we je terug – dat is onze tevredenheidsgarantie.",
          ],
          bullets: [
            "Eigen drukkerij in Berlijn met offset- en digitaaldruk",
            "FSC-gecertificeerd papier en klimaatneutrale verzending",
            "Persoonlijke klantenservice, maandag tot en met vrijdag van 8 tot 18 uur",
          ],
        },
      ],
    },
    jobs: {
      slug: "vacatures",
      name: "Vacatures",
      headline: "Werken bij {brand}",
      intro:
        "Wil je samen met ons herinneringen drukken? We zoeken mensen die houden van goed ontwerp, degelijke techniek en echte service.",
      sections: [
        {
          heading: "Openstaande vacatures",
          paragraphs: ["Op dit moment zoeken we in Berlijn (op locatie of hybride):"],
          bullets: [
            "Druktechnicus, fulltime, in ploegendienst",
            "Klantenservicemedewerker Nederlands en Engels, parttime of fulltime",
            "Senior frontend developer, React en TypeScript",
            "Grafisch ontwerper voor kaart- en kalendersjablonen",
            "Werkstudent verzendlogistiek, 20 uur per week",
          ],
        },
        {
          heading: "Wat we bieden",
          paragraphs: [
            "Een vast contract, 30 vakantiedagen, flexibele werktijden buiten de productie, een tegemoetkoming in het openbaar vervoer en elk jaar een opleidingsbudget. En natuurlijk personeelskorting op alles wat we drukken.",
          ],
        },
        {
          heading: "Zo solliciteer je",
          paragraphs: [
            "Stuur je cv en een paar zinnen over waarom je bij ons past naar jobs@{domain}. Een formele motivatiebrief is niet nodig. We reageren binnen twee weken; gesprekken kunnen in het Engels.",
          ],
        },
      ],
    },
    press: {
      slug: "pers",
      name: "Pers",
      headline: "Pers",
      intro: "Feiten, cijfers en beeldmateriaal voor journalisten.",
      sections: [
        {
          heading: "{brand} in cijfers",
          paragraphs: [],
          bullets: [
            "Opgericht in Berlijn in 2014",
            "Meer dan 120 medewerkers in ontwerp, druk, verzending en service",
            "Meer dan 3.000 eigen kaartontwerpen",
            "Levering in twaalf Europese landen en de Verenigde Staten",
            "Beoordeeld met 4,8 van 5 sterren in meer dan 40.000 reviews",
          ],
        },
        {
          heading: "Perscontact",
          paragraphs: [
            "Voor interviews, productmonsters en beeldmateriaal in drukkwaliteit bereik je ons persteam via press@{domain} of op {phone}. We antwoorden meestal dezelfde werkdag.",
          ],
        },
        {
          heading: "Logo’s en beelden",
          paragraphs: [
            "Logo’s, productfoto’s en portretten van de directie sturen we je graag op aanvraag. Vermeld bij publicatie alsjeblieft „{brand}” als bron.",
          ],
        },
      ],
    },
    sustainability: {
      slug: "duurzaamheid",
      name: "Duurzaamheid",
      headline: "Verantwoord gedrukt",
      intro:
        "Wat we drukken moet lang plezier geven. Daarom letten we op papier, energie en verpakking – en zeggen we eerlijk waar het nog beter kan.",
      sections: [
        {
          heading: "Papier en materialen",
          paragraphs: [
            "Al ons papier en karton is FSC-gecertificeerd of gemaakt van gerecyclede vezels. Onze canvassen zijn van katoen, gespannen op houten frames uit Europese bosbouw.",
          ],
        },
        {
          heading: "Drukken en energie",
          paragraphs: [
            "Onze drukkerij in Berlijn draait sinds 2021 op groene stroom. We drukken met minerale-olievrije inkt, en alle papierresten worden gerecycled.",
          ],
        },
        {
          heading: "Verzending en verpakking",
          paragraphs: [
            "We verzenden klimaatneutraal en verpakken zonder plastic, in dozen van gerecycled papier met papieren tape. De uitstoot van verzending compenseren we via gecertificeerde klimaatprojecten – maar uitstoot vermijden vinden we belangrijker dan compenseren.",
          ],
        },
      ],
    },
    shipping: {
      slug: "verzending",
      name: "Verzending",
      headline: "Verzending en levertijden",
      intro: "We drukken elke bestelling speciaal voor jou. Hier zie je wanneer ze bij je is en wat verzending kost.",
      sections: [
        {
          heading: "Productie",
          paragraphs: [
            "Kaarten, fotoafdrukken en posters verlaten onze drukkerij meestal de volgende werkdag; fotoboeken, kalenders en wanddecoratie na twee tot drie werkdagen. De levertijd telt vanaf verzending, die we per e-mail met een track-and-tracecode bevestigen.",
          ],
        },
        {
          heading: "Goed om te weten",
          paragraphs: [
            "Alle prijzen zijn inclusief btw. Bij leveringen naar Zwitserland, Liechtenstein, het Verenigd Koninkrijk en de Verenigde Staten zijn invoerrechten en belastingen al inbegrepen: je betaalt niets extra bij de deur. We kunnen je cadeau ook direct naar de ontvanger sturen.",
          ],
        },
      ],
    },
    payment: {
      slug: "betalen",
      name: "Betaalmethoden",
      headline: "Betaalmethoden",
      intro: "Betaal zoals het jou het beste uitkomt – veilig versleuteld en zonder extra kosten.",
      sections: [
        {
          heading: "Veilig betalen",
          paragraphs: [
            "Je betaalgegevens gaan versleuteld rechtstreeks naar de betaalprovider; wij slaan nooit kaartnummers op. Welke methoden je kunt gebruiken, hangt af van het land van levering.",
          ],
        },
        {
          heading: "Cadeaubonnen",
          paragraphs: [
            "Cadeaubonnen betaal je met elke methode die in jouw land beschikbaar is, en je kunt ze gebruiken voor al onze producten.",
          ],
        },
      ],
    },
    business: {
      slug: "zakelijk",
      name: "Zakelijke klanten",
      headline: "{brand} voor bedrijven",
      intro:
        "Kerstkaarten voor je klanten, wanddecoratie voor kantoor of kalenders met je logo: we drukken voor bedrijven van elke omvang.",
      sections: [
        {
          heading: "Wat we voor je doen",
          paragraphs: [],
          bullets: [
            "Staffelprijzen vanaf 100 kaarten en een vast aanspreekpunt",
            "Ontwerpen met jullie logo en kleuren, desgewenst door onze ontwerpers",
            "Betalen op factuur met 30 dagen betaaltermijn en btw apart vermeld",
            "Verzending naar veel adressen: we sturen direct naar je klantenlijst",
          ],
        },
        {
          heading: "Offerte aanvragen",
          paragraphs: [
            "Mail naar business@{domain} wat je van plan bent, hoeveel stuks je nodig hebt en wanneer. Binnen één werkdag krijg je een vrijblijvende offerte.",
          ],
        },
      ],
    },
    imprint: {
      slug: "colofon",
      name: "Colofon",
      headline: "Colofon",
      intro: "Gegevens van het bedrijf achter {brand}.",
      sections: [
        {
          heading: "Aanbieder",
          paragraphs: ["{company}, {street}, {city}, {country}", "{brand} is een merk van {company}."],
        },
        {
          heading: "Contact",
          paragraphs: ["Telefoon: {phone} (maandag tot en met vrijdag, 8–18 uur)", "E-mail: {email}"],
        },
        {
          heading: "Directie en registratie",
          paragraphs: [
            "Directie: Anna Lindqvist, Tobias Hartmann",
            "Handelsregister: Amtsgericht Charlottenburg (Berlijn), HRB 187342 B",
            "Btw-nummer: DE 318 472 905",
          ],
        },
        {
          heading: "Geschillenbeslechting",
          paragraphs: [
            "We nemen niet deel aan geschillenbeslechting via een geschillencommissie voor consumenten. Heb je een vraag of klacht, neem dan rechtstreeks contact op met onze klantenservice – we vinden bijna altijd een oplossing.",
          ],
        },
      ],
    },
    privacy: {
      slug: "privacy",
      name: "Privacy",
      headline: "Privacyverklaring",
      intro:
        "Hoe we met je gegevens omgaan: we verzamelen alleen wat je bestelling en onze winkel nodig hebben, en we verkopen geen gegevens.",
      sections: [
        {
          heading: "Verwerkingsverantwoordelijke",
          paragraphs: [
            "Verantwoordelijk voor de verwerking van je gegevens is {company}, {street}, {city}, {country}. Onze functionaris voor gegevensbescherming bereik je via privacy@{domain}.",
          ],
        },
        {
          heading: "Welke gegevens we verwerken en waarom",
          paragraphs: [],
          bullets: [
            "Bestelling: naam, adressen, e-mailadres, betaalmethode en je ontwerpen, om de overeenkomst uit te voeren (art. 6 lid 1 sub b AVG)",
            "Klantaccount: inloggegevens en bestelgeschiedenis, zolang je het account houdt",
            "Nieuwsbrief: je e-mailadres na bevestiging (double opt-in); afmelden kan altijd via de link in elke editie",
            "Contactformulier: je bericht en contactgegevens, om je te antwoorden",
          ],
        },
        {
          heading: "Cookies en statistieken",
          paragraphs: [
            "Noodzakelijke cookies onthouden je winkelmandje en je login. Statistieken en functietests gebruiken we alleen als je daarvoor toestemming geeft in de cookie-instellingen, waar je je keuze altijd kunt wijzigen.",
          ],
        },
        {
          heading: "Delen en bewaartermijn",
          paragraphs: [
            "We delen gegevens alleen als je bestelling dat vereist: met vervoerders en betaalproviders. Ontwerpen verwijderen we 24 maanden na je laatste bestelling, factuurgegevens na de wettelijke bewaartermijnen van maximaal tien jaar.",
          ],
        },
        {
          heading: "Jouw rechten",
          paragraphs: [
            "Je hebt recht op inzage, rectificatie, verwijdering, beperking van de verwerking, overdraagbaarheid en bezwaar. Mail ons via privacy@{domain}. Je kunt ook een klacht indienen bij een toezichthouder, in Nederland de Autoriteit Persoonsgegevens.",
          ],
        },
      ],
    },
    terms: {
      slug: "voorwaarden",
      name: "Voorwaarden",
      headline: "Algemene voorwaarden",
      intro:
        "De voorwaarden voor bestellingen bij {brand}, een dienst van {company}. Laatst bijgewerkt: november 2026.",
      sections: [
        {
          heading: "1. Toepassing en contractpartij",
          paragraphs: [
            "Deze voorwaarden gelden voor alle bestellingen in de webwinkel van {brand}. Je contractpartij is {company}, {street}, {city}, {country}.",
          ],
        },
        {
          heading: "2. Totstandkoming van de overeenkomst",
          paragraphs: [
            "Met een klik op „Bestellen en betalen” doe je een bindend aanbod. De overeenkomst komt tot stand zodra we je bestelling per e-mail bevestigen.",
          ],
        },
        {
          heading: "3. Prijzen, verzending en betaling",
          paragraphs: [
            "De prijzen op het moment van bestellen gelden, inclusief btw, plus de verzendkosten op onze verzendpagina. De betaalmethoden hangen af van het land van levering.",
          ],
        },
        {
          heading: "4. Herroepingsrecht",
          paragraphs: [
            "Producten die volgens jouw specificaties worden gemaakt – dus bijna alles wat we verkopen – zijn uitgesloten van het herroepingsrecht. Voor niet-gepersonaliseerde artikelen, zoals blanco enveloppen, en voor cadeaubonnen kun je de overeenkomst binnen 14 dagen zonder opgave van redenen ontbinden.",
          ],
        },
        {
          heading: "5. Garantie en tevredenheidsgarantie",
          paragraphs: [
            "De wettelijke garantie is van toepassing. Daarnaast drukken we gratis opnieuw of betalen we terug als je binnen 30 dagen na ontvangst niet tevreden bent over de kwaliteit. Stuur ons een foto via {email}.",
          ],
        },
        {
          heading: "6. Rechten op inhoud",
          paragraphs: [
            "Je verklaart dat je de nodige rechten hebt op de foto’s en teksten die je uploadt. Onwettige inhoud drukken we niet.",
          ],
        },
        {
          heading: "7. Slotbepalingen",
          paragraphs: [
            "Het Duitse recht is van toepassing, met uitsluiting van het Weens Koopverdrag; dwingende consumentenbeschermingsregels van je woonland blijven gelden.",
          ],
        },
      ],
    },
    magazine: {
      slug: "magazine",
      name: "Magazine",
      headline: "Het {brand} magazine",
      intro: "Ideeën, handleidingen en inspiratie voor je foto’s, kaarten en muren.",
      sections: [
        {
          heading: "Vijf tips voor een fotoboek dat een verhaal vertelt",
          paragraphs: [
            "Kies voordat je uploadt: liever 80 sterke foto’s dan 300 die op elkaar lijken. Sorteer op datum of plaats, en geef bijzondere momenten een hele dubbele pagina.",
            "Korte teksten – een datum, een citaat, een grapje onder elkaar – maken van een fotoboek een herinneringsboek. Plan ook een paar rustige pagina’s met één foto: die geven het oog rust.",
          ],
        },
        {
          heading: "Trouwkaarten: de juiste planning",
          paragraphs: [
            "Verstuur save-the-datekaarten zes tot acht maanden voor de bruiloft en de uitnodigingen ongeveer drie maanden vooraf. Reken op zo’n week voor drukken en bezorgen, en bestel eerst een proefexemplaar om papier en kleuren te zien en te voelen.",
          ],
        },
        {
          heading: "Wanddecoratie ophangen als een prof",
          paragraphs: [
            "Het midden van het beeld hoort op ooghoogte, ongeveer 1,50 meter boven de vloer. Boven een bank beslaat het beeld idealiter twee derde van de breedte. Voor een fotowand plak je eerst papieren mallen op de muur – dan zit elke spijker in één keer goed.",
          ],
        },
      ],
    },
  },
  shipping: {
    heading: "Verzendkosten en levertijden per land",
    line: "{country}: standaard {standard} ({days} werkdagen), express {express} ({expressDays} werkdagen), gratis verzending vanaf {free}",
  },
  payment: {
    heading: "Betaalmethoden per land van levering",
    line: "{country}: {methods}",
    methods: {
      paypal: "PayPal",
      klarna: "Klarna",
      visa: "Visa",
      mastercard: "Mastercard",
      amex: "American Express",
      invoice: "achteraf betalen op factuur",
      eps: "eps-overboeking",
      twint: "TWINT",
      postfinance: "PostFinance",
      bancontact: "Bancontact",
      ideal: "iDEAL",
      cartebancaire: "Carte Bancaire",
      bizum: "Bizum",
      applepay: "Apple Pay",
    },
  },
  productsHeadline: "Onze favoriete producten",
};
