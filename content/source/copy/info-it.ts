/** Italian information pages (it-IT; it-CH falls back to them). */
import type { InfoCopy } from "../info-copy-type.ts";

export const infoIt: InfoCopy = {
  pages: {
    about: {
      slug: "chi-siamo",
      name: "Chi siamo",
      headline: "Chi è {brand}",
      intro:
        "Stampiamo ricordi: biglietti personalizzati, fotolibri, calendari e quadri, creati da te e realizzati nella nostra tipografia a Berlino.",
      sections: [
        {
          heading: "Come è cominciato",
          paragraphs: [
            "{brand} è nato nel 2014 da un solo invito di nozze che nessuno vendeva come lo desideravano gli sposi. Oggi oltre 120 persone tra grafica, stampa, spedizione e servizio clienti lavorano perché le tue foto e le tue parole diventino qualcosa che dura.",
            "Dalla prima bozza al pacco pronto, tutto resta sotto lo stesso tetto: i nostri grafici creano ogni modello e stampa e rilegatura avvengono a Berlino.",
          ],
        },
        {
          heading: "Ciò che conta per noi",
          paragraphs: [
            "Ogni ordine viene controllato a mano prima della spedizione. Se qualcosa non è come te lo aspettavi, ristampiamo o ti rimborsiamo: è la nostra garanzia di soddisfazione.",
          ],
          bullets: [
            "Tipografia propria a Berlino, con stampa offset e digitale",
            "Carte certificate FSC e spedizione a impatto climatico zero",
            "Servizio clienti dal lunedì al venerdì, dalle 8 alle 18",
          ],
        },
      ],
    },
    jobs: {
      slug: "lavora-con-noi",
      name: "Lavora con noi",
      headline: "Lavora con {brand}",
      intro:
        "Vuoi stampare ricordi insieme a noi? Cerchiamo persone che amano il buon design, la tecnologia ben fatta e un servizio autentico.",
      sections: [
        {
          heading: "Posizioni aperte",
          paragraphs: ["Al momento cerchiamo a Berlino (in sede o ibrido):"],
          bullets: [
            "Tecnico di stampa, tempo pieno, su turni",
            "Addetto/a al servizio clienti in lingua italiana, part-time o tempo pieno",
            "Senior frontend developer, React e TypeScript",
            "Grafico/a per modelli di biglietti e calendari",
            "Studente lavoratore nella logistica di spedizione, 20 ore settimanali",
          ],
        },
        {
          heading: "Cosa offriamo",
          paragraphs: [
            "Contratti a tempo indeterminato, 30 giorni di ferie, orari flessibili fuori dalla produzione, un contributo per i trasporti pubblici e un budget annuale per la formazione. E naturalmente uno sconto su tutto ciò che stampiamo.",
          ],
        },
        {
          heading: "Come candidarti",
          paragraphs: [
            "Invia il tuo curriculum e qualche riga su di te a jobs@{domain}. Non serve una lettera di presentazione formale. Rispondiamo entro due settimane; i colloqui possono svolgersi in inglese.",
          ],
        },
      ],
    },
    press: {
      slug: "stampa",
      name: "Stampa",
      headline: "Area stampa",
      intro: "Dati, informazioni e immagini per giornaliste e giornalisti.",
      sections: [
        {
          heading: "{brand} in cifre",
          paragraphs: [],
          bullets: [
            "Fondata a Berlino nel 2014",
            "Oltre 120 collaboratrici e collaboratori",
            "Più di 3.000 design di biglietti creati internamente",
            "Spedizioni in dodici paesi europei e negli Stati Uniti",
            "Valutazione di 4,8 su 5 da oltre 40.000 recensioni",
          ],
        },
        {
          heading: "Contatto stampa",
          paragraphs: [
            "Per interviste, campioni e immagini in alta risoluzione scrivi a press@{domain} o chiama il numero {phone}. Di norma rispondiamo entro lo stesso giorno lavorativo.",
          ],
        },
        {
          heading: "Loghi e immagini",
          paragraphs: [
            "Loghi, foto dei prodotti e ritratti della direzione sono disponibili su richiesta. In caso di pubblicazione ti chiediamo di citare «{brand}» come fonte.",
          ],
        },
      ],
    },
    sustainability: {
      slug: "sostenibilita",
      name: "Sostenibilità",
      headline: "Stampare in modo responsabile",
      intro:
        "Ciò che stampiamo deve dare gioia a lungo. Per questo facciamo attenzione a carta, energia e imballaggi, e diciamo apertamente dove vogliamo ancora migliorare.",
      sections: [
        {
          heading: "Carta e materiali",
          paragraphs: [
            "Tutte le nostre carte e i nostri cartoncini sono certificati FSC o realizzati con fibre riciclate. Le tele sono in cotone, montate su telai in legno proveniente da foreste europee.",
          ],
        },
        {
          heading: "Stampa ed energia",
          paragraphs: [
            "Dal 2021 la nostra tipografia di Berlino utilizza energia elettrica da fonti rinnovabili. Stampiamo con inchiostri privi di oli minerali e ricicliamo tutti gli scarti di carta.",
          ],
        },
        {
          heading: "Spedizione e imballaggio",
          paragraphs: [
            "Spediamo a impatto climatico zero e imballiamo senza plastica, con scatole di carta riciclata e nastro adesivo di carta. Compensiamo le emissioni di trasporto con progetti certificati, ma per noi evitarle conta più che compensarle.",
          ],
        },
      ],
    },
    shipping: {
      slug: "spedizione",
      name: "Spedizione",
      headline: "Spedizione e tempi di consegna",
      intro: "Ogni ordine viene stampato apposta per te. Ecco quando arriva e quanto costa la spedizione.",
      sections: [
        {
          heading: "Produzione",
          paragraphs: [
            "Biglietti, stampe fotografiche e poster lasciano di solito la tipografia il giorno lavorativo successivo; fotolibri, calendari e quadri dopo due o tre giorni lavorativi. I tempi di consegna decorrono dalla spedizione, che ti confermiamo via e-mail con il numero di tracciamento.",
          ],
        },
        {
          heading: "Buono a sapersi",
          paragraphs: [
            "Tutti i prezzi includono l’IVA. Per Svizzera, Liechtenstein, Regno Unito e Stati Uniti dazi e imposte di importazione sono già compresi: alla consegna non paghi nulla. Possiamo anche spedire il tuo regalo direttamente a chi lo riceve.",
          ],
        },
      ],
    },
    payment: {
      slug: "pagamento",
      name: "Metodi di pagamento",
      headline: "Metodi di pagamento",
      intro: "Paga come preferisci, in modo sicuro e senza costi aggiuntivi.",
      sections: [
        {
          heading: "Pagamenti sicuri",
          paragraphs: [
            "I tuoi dati di pagamento vengono trasmessi in forma cifrata direttamente al fornitore del servizio; non conserviamo mai i numeri delle carte. I metodi disponibili dipendono dal paese di consegna.",
          ],
        },
        {
          heading: "Buoni regalo",
          paragraphs: [
            "I buoni regalo si pagano con tutti i metodi offerti nel tuo paese e valgono su tutti i nostri prodotti.",
          ],
        },
      ],
    },
    business: {
      slug: "business",
      name: "Clienti business",
      headline: "{brand} per le aziende",
      intro:
        "Biglietti di auguri per i clienti, quadri per l’ufficio o calendari con il vostro logo: stampiamo per aziende di ogni dimensione.",
      sections: [
        {
          heading: "Cosa facciamo per te",
          paragraphs: [],
          bullets: [
            "Prezzi a scaglioni da 100 biglietti e un referente dedicato",
            "Grafiche con il vostro logo e i vostri colori, anche realizzate dai nostri grafici",
            "Pagamento su fattura a 30 giorni con IVA esposta",
            "Spedizione a molti indirizzi: inviamo direttamente alla vostra lista clienti",
          ],
        },
        {
          heading: "Richiedi un preventivo",
          paragraphs: [
            "Scrivi a business@{domain} descrivendo il progetto, le quantità e la data desiderata. Riceverai un preventivo gratuito e senza impegno entro un giorno lavorativo.",
          ],
        },
      ],
    },
    imprint: {
      slug: "note-legali",
      name: "Note legali",
      headline: "Note legali",
      intro: "Informazioni sulla società che gestisce {brand}.",
      sections: [
        {
          heading: "Titolare del sito",
          paragraphs: ["{company}, {street}, {city}, {country}", "{brand} è un marchio di {company}."],
        },
        {
          heading: "Contatti",
          paragraphs: ["Telefono: {phone} (dal lunedì al venerdì, dalle 8 alle 18)", "E-mail: {email}"],
        },
        {
          heading: "Amministrazione e registro",
          paragraphs: [
            "Amministratori: Anna Lindqvist, Tobias Hartmann",
            "Registro delle imprese: Amtsgericht Charlottenburg (Berlino), HRB 187342 B",
            "Partita IVA: DE 318 472 905",
          ],
        },
        {
          heading: "Risoluzione delle controversie",
          paragraphs: [
            "Non partecipiamo a procedure di risoluzione delle controversie davanti a organismi di conciliazione per i consumatori. Per domande o reclami rivolgiti direttamente al nostro servizio clienti: troviamo quasi sempre una soluzione.",
          ],
        },
      ],
    },
    privacy: {
      slug: "privacy",
      name: "Privacy",
      headline: "Informativa sulla privacy",
      intro:
        "Come trattiamo i tuoi dati: raccogliamo solo ciò che serve al tuo ordine e al nostro negozio, e non vendiamo dati.",
      sections: [
        {
          heading: "Titolare del trattamento",
          paragraphs: [
            "Titolare del trattamento è {company}, {street}, {city}, {country}. Puoi contattare la nostra responsabile della protezione dei dati all’indirizzo privacy@{domain}.",
          ],
        },
        {
          heading: "Quali dati trattiamo e perché",
          paragraphs: [],
          bullets: [
            "Ordini: nome, indirizzi, e-mail, metodo di pagamento e le tue creazioni, per eseguire il contratto (art. 6, par. 1, lett. b GDPR)",
            "Account cliente: dati di accesso e storico ordini, finché mantieni l’account",
            "Newsletter: il tuo indirizzo e-mail dopo la conferma (double opt-in); puoi disiscriverti in ogni momento con il link presente in ogni invio",
            "Modulo di contatto: il tuo messaggio e i tuoi recapiti, per risponderti",
          ],
        },
        {
          heading: "Cookie e statistiche",
          paragraphs: [
            "I cookie necessari mantengono il carrello e l’accesso. Usiamo statistiche e test di funzionalità solo con il tuo consenso nelle impostazioni dei cookie, dove puoi cambiare scelta in qualsiasi momento.",
          ],
        },
        {
          heading: "Comunicazione e conservazione",
          paragraphs: [
            "Comunichiamo dati solo quando il tuo ordine lo richiede: a corrieri e fornitori di pagamento. Cancelliamo le creazioni 24 mesi dopo l’ultimo ordine e i dati di fatturazione allo scadere degli obblighi di legge, fino a dieci anni.",
          ],
        },
        {
          heading: "I tuoi diritti",
          paragraphs: [
            "Hai diritto di accesso, rettifica, cancellazione, limitazione, portabilità e opposizione. Scrivici a privacy@{domain}. Puoi inoltre presentare reclamo a un’autorità di controllo, in Italia il Garante per la protezione dei dati personali.",
          ],
        },
      ],
    },
    terms: {
      slug: "condizioni",
      name: "Condizioni",
      headline: "Condizioni generali di vendita",
      intro: "Le condizioni per gli ordini su {brand}, un servizio di {company}. Aggiornamento: novembre 2026.",
      sections: [
        {
          heading: "1. Ambito e venditore",
          paragraphs: [
            "Le presenti condizioni valgono per tutti gli ordini nel negozio online {brand}. Il venditore è {company}, {street}, {city}, {country}.",
          ],
        },
        {
          heading: "2. Conclusione del contratto",
          paragraphs: [
            "Cliccando su «Ordina e paga» fai un’offerta vincolante. Il contratto si conclude quando confermiamo l’ordine via e-mail.",
          ],
        },
        {
          heading: "3. Prezzi, spedizione e pagamento",
          paragraphs: [
            "Valgono i prezzi al momento dell’ordine, IVA inclusa, più le spese di spedizione indicate nella pagina Spedizione. I metodi di pagamento dipendono dal paese di consegna.",
          ],
        },
        {
          heading: "4. Diritto di recesso",
          paragraphs: [
            "I prodotti realizzati secondo le tue indicazioni – cioè quasi tutto ciò che vendiamo – sono esclusi dal diritto di recesso. Per gli articoli non personalizzati, come le buste neutre, e per i buoni regalo puoi recedere entro 14 giorni senza indicarne il motivo.",
          ],
        },
        {
          heading: "5. Garanzia legale e garanzia di soddisfazione",
          paragraphs: [
            "Si applica la garanzia legale di conformità. Inoltre, se la qualità non ti soddisfa, ristampiamo gratuitamente o ti rimborsiamo entro 30 giorni dal ricevimento. Basta inviarci una foto a {email}.",
          ],
        },
        {
          heading: "6. Diritti sui contenuti",
          paragraphs: [
            "Dichiari di avere i diritti necessari su foto e testi caricati. Non stampiamo contenuti illeciti.",
          ],
        },
        {
          heading: "7. Disposizioni finali",
          paragraphs: [
            "Si applica il diritto tedesco, con esclusione della Convenzione di Vienna sulla vendita internazionale di merci; restano salve le norme imperative a tutela dei consumatori del tuo paese di residenza.",
          ],
        },
      ],
    },
    magazine: {
      slug: "magazine",
      name: "Magazine",
      headline: "Il magazine di {brand}",
      intro: "Idee, guide pratiche e ispirazione per le tue foto, i tuoi biglietti e le tue pareti.",
      sections: [
        {
          heading: "Cinque consigli per un fotolibro che racconta una storia",
          paragraphs: [
            "Scegli prima di caricare: meglio 80 foto forti che 300 simili. Ordinale per data o per luogo e dedica ai momenti speciali un’intera doppia pagina.",
            "Brevi testi – una data, una citazione, una battuta tra voi – trasformano un fotolibro in un libro di ricordi. E prevedi qualche pagina tranquilla con una sola foto: fa riposare lo sguardo.",
          ],
        },
        {
          heading: "Partecipazioni di nozze: i tempi giusti",
          paragraphs: [
            "Invia i save the date sei-otto mesi prima del matrimonio e le partecipazioni circa tre mesi prima. Calcola circa una settimana per stampa e consegna e ordina prima un campione per toccare la carta e vedere i colori.",
          ],
        },
        {
          heading: "Appendere i quadri come un professionista",
          paragraphs: [
            "Il centro del quadro va all’altezza degli occhi, a circa 1,50 metri da terra. Sopra un divano, il quadro dovrebbe occupare circa due terzi della sua larghezza. Per una parete di cornici, fissa prima delle sagome di carta: ogni chiodo andrà al posto giusto al primo colpo.",
          ],
        },
      ],
    },
  },
  shipping: {
    heading: "Costi e tempi di spedizione per paese",
    line: "{country}: standard {standard} ({days} giorni lavorativi), express {express} ({expressDays} giorni lavorativi), spedizione gratuita da {free}",
  },
  payment: {
    heading: "Metodi di pagamento per paese di consegna",
    line: "{country}: {methods}",
    methods: {
      paypal: "PayPal",
      klarna: "Klarna",
      visa: "Visa",
      mastercard: "Mastercard",
      amex: "American Express",
      invoice: "pagamento su fattura",
      eps: "bonifico eps",
      twint: "TWINT",
      postfinance: "PostFinance",
      bancontact: "Bancontact",
      ideal: "iDEAL",
      cartebancaire: "Carte Bancaire",
      bizum: "Bizum",
      applepay: "Apple Pay",
    },
  },
  productsHeadline: "I nostri prodotti preferiti",
};
