/** French information pages (fr-FR; fr-CH, fr-BE and fr-LU fall back to them). */
import type { InfoCopy } from "../info-copy-type.ts";

export const infoFr: InfoCopy = {
  pages: {
    about: {
      slug: "a-propos",
      name: "Qui sommes-nous",
      headline: "À propos de {brand}",
      intro:
        "Nous imprimons des souvenirs : cartes personnalisées, livres photo, calendriers et tableaux, créés par vous et fabriqués dans notre propre imprimerie à Berlin.",
      sections: [
        {
          heading: "Comment tout a commencé",
          paragraphs: [
            "{brand} est né en 2014 d’un seul faire-part de mariage, introuvable tel que le couple l’imaginait. Aujourd’hui, plus de 120 personnes travaillent à la création, à l’impression, à l’expédition et au service client pour que vos photos et vos mots deviennent un objet qui dure.",
            "Du premier croquis au colis, tout reste sous le même toit : nos graphistes conçoivent chaque modèle, et l’impression comme la reliure se font à Berlin.",
          ],
        },
        {
          heading: "Ce qui compte pour nous",
          paragraphs: [
            "Chaque commande est vérifiée à la main avant l’envoi. Si le résultat ne correspond pas à ce que vous attendiez, nous réimprimons ou vous remboursons : c’est notre garantie satisfaction.",
          ],
          bullets: [
            "Notre propre imprimerie offset et numérique à Berlin",
            "Papiers certifiés FSC et livraison neutre en carbone",
            "Un service client à votre écoute du lundi au vendredi, de 8 h à 18 h",
          ],
        },
      ],
    },
    jobs: {
      slug: "emplois",
      name: "Emplois",
      headline: "Travailler chez {brand}",
      intro:
        "Envie d’imprimer des souvenirs avec nous ? Nous recherchons des personnes qui aiment le beau design, la technique bien faite et le vrai service.",
      sections: [
        {
          heading: "Postes ouverts",
          paragraphs: ["Nous recrutons actuellement à Berlin (sur site ou en hybride) :"],
          bullets: [
            "Technicien·ne d’impression, temps plein, travail posté",
            "Conseiller·ère service client francophone, temps partiel ou temps plein",
            "Développeur·se frontend senior, React et TypeScript",
            "Graphiste pour nos modèles de cartes et de calendriers",
            "Étudiant·e en alternance en logistique d’expédition, 20 heures par semaine",
          ],
        },
        {
          heading: "Ce que nous offrons",
          paragraphs: [
            "Des contrats à durée indéterminée, 30 jours de congés, des horaires flexibles hors production, une participation aux transports et un budget de formation chaque année. Sans oublier une remise sur tout ce que nous imprimons.",
          ],
        },
        {
          heading: "Comment postuler",
          paragraphs: [
            "Envoyez votre CV et quelques lignes sur ce qui vous motive à jobs@{domain}. Pas besoin de lettre de motivation formelle. Nous répondons sous deux semaines ; les entretiens peuvent se tenir en anglais.",
          ],
        },
      ],
    },
    press: {
      slug: "presse",
      name: "Presse",
      headline: "Espace presse",
      intro: "Chiffres, informations et visuels pour les journalistes.",
      sections: [
        {
          heading: "{brand} en chiffres",
          paragraphs: [],
          bullets: [
            "Fondé à Berlin en 2014",
            "Plus de 120 collaboratrices et collaborateurs",
            "Plus de 3 000 modèles de cartes conçus en interne",
            "Livraison dans douze pays d’Europe et aux États-Unis",
            "Note de 4,8 sur 5 sur plus de 40 000 avis clients",
          ],
        },
        {
          heading: "Contact presse",
          paragraphs: [
            "Pour une interview, des échantillons ou des visuels en haute définition, écrivez à presse@{domain} ou appelez le {phone}. Nous répondons généralement le jour ouvré même.",
          ],
        },
        {
          heading: "Logos et visuels",
          paragraphs: [
            "Logos, photos de produits et portraits de la direction sont disponibles sur demande. Merci de mentionner « {brand} » comme source lors de la publication.",
          ],
        },
      ],
    },
    sustainability: {
      slug: "developpement-durable",
      name: "Développement durable",
      headline: "Imprimer de façon responsable",
      intro:
        "Ce que nous imprimons doit faire plaisir longtemps. C’est pourquoi nous faisons attention au papier, à l’énergie et aux emballages – et disons franchement où nous voulons encore progresser.",
      sections: [
        {
          heading: "Papier et matériaux",
          paragraphs: [
            "Tous nos papiers et cartons sont certifiés FSC ou issus de fibres recyclées. Nos toiles sont en coton, tendues sur des châssis en bois issu de forêts européennes.",
          ],
        },
        {
          heading: "Impression et énergie",
          paragraphs: [
            "Notre imprimerie berlinoise fonctionne à l’électricité verte depuis 2021. Nous imprimons avec des encres sans huiles minérales, et toutes les chutes de papier sont recyclées.",
          ],
        },
        {
          heading: "Expédition et emballage",
          paragraphs: [
            "Nous expédions de façon neutre en carbone et emballons sans plastique, avec des cartons en papier recyclé et du ruban adhésif papier. Nous compensons les émissions de transport via des projets certifiés – mais éviter les émissions compte davantage pour nous que les compenser.",
          ],
        },
      ],
    },
    shipping: {
      slug: "livraison",
      name: "Livraison",
      headline: "Livraison et délais",
      intro:
        "Chaque commande est imprimée spécialement pour vous. Voici quand elle arrivera et combien coûte la livraison.",
      sections: [
        {
          heading: "Fabrication",
          paragraphs: [
            "Les cartes, tirages photo et posters quittent généralement notre imprimerie le jour ouvré suivant ; les livres photo, calendriers et tableaux après deux à trois jours ouvrés. Le délai de livraison court à partir de l’expédition, que nous vous confirmons par e-mail avec un numéro de suivi.",
          ],
        },
        {
          heading: "Bon à savoir",
          paragraphs: [
            "Tous les prix s’entendent TVA comprise. Pour la Suisse, le Liechtenstein, le Royaume-Uni et les États-Unis, les droits de douane et taxes d’importation sont déjà inclus : rien à payer à la livraison. Nous pouvons aussi envoyer votre cadeau directement à son destinataire.",
          ],
        },
      ],
    },
    payment: {
      slug: "paiement",
      name: "Moyens de paiement",
      headline: "Moyens de paiement",
      intro: "Payez comme vous le préférez, en toute sécurité et sans frais supplémentaires.",
      sections: [
        {
          heading: "Paiement sécurisé",
          paragraphs: [
            "Vos données de paiement sont transmises chiffrées directement au prestataire de paiement ; nous ne conservons jamais de numéro de carte. Les moyens proposés dépendent du pays de livraison.",
          ],
        },
        {
          heading: "Bons cadeaux",
          paragraphs: [
            "Les bons cadeaux se règlent avec tous les moyens proposés dans votre pays et sont valables sur l’ensemble de nos produits.",
          ],
        },
      ],
    },
    business: {
      slug: "professionnels",
      name: "Clients professionnels",
      headline: "{brand} pour les entreprises",
      intro:
        "Cartes de vœux pour vos clients, tableaux pour vos bureaux ou calendriers à votre logo : nous imprimons pour les entreprises de toutes tailles.",
      sections: [
        {
          heading: "Nos services",
          paragraphs: [],
          bullets: [
            "Tarifs dégressifs dès 100 cartes et un interlocuteur dédié",
            "Création à votre logo et à vos couleurs, par nos graphistes si vous le souhaitez",
            "Paiement sur facture à 30 jours, TVA détaillée",
            "Envoi à de nombreuses adresses : nous expédions directement à votre liste de clients",
          ],
        },
        {
          heading: "Demander un devis",
          paragraphs: [
            "Écrivez à business@{domain} en précisant votre projet, les quantités et la date souhaitée. Vous recevez un devis gratuit et sans engagement sous un jour ouvré.",
          ],
        },
      ],
    },
    imprint: {
      slug: "mentions-legales",
      name: "Mentions légales",
      headline: "Mentions légales",
      intro: "Informations sur la société qui exploite {brand}.",
      sections: [
        {
          heading: "Éditeur",
          paragraphs: ["{company}, {street}, {city}, {country}", "{brand} est une marque de {company}."],
        },
        {
          heading: "Contact",
          paragraphs: ["Téléphone : {phone} (du lundi au vendredi, de 8 h à 18 h)", "E-mail : {email}"],
        },
        {
          heading: "Direction et immatriculation",
          paragraphs: [
            "Gérants : Anna Lindqvist, Tobias Hartmann",
            "Registre du commerce : Amtsgericht Charlottenburg (Berlin), HRB 187342 B",
            "Numéro de TVA intracommunautaire : DE 318 472 905",
          ],
        },
        {
          heading: "Règlement des litiges",
          paragraphs: [
            "Nous ne participons pas à des procédures de règlement des litiges devant un organisme de médiation de la consommation. Pour toute question ou réclamation, contactez directement notre service client : nous trouvons presque toujours une solution.",
          ],
        },
      ],
    },
    privacy: {
      slug: "confidentialite",
      name: "Confidentialité",
      headline: "Politique de confidentialité",
      intro:
        "Comment nous traitons vos données : uniquement ce qui est nécessaire à votre commande et à notre boutique, et nous ne vendons aucune donnée.",
      sections: [
        {
          heading: "Responsable du traitement",
          paragraphs: [
            "Le responsable du traitement est {company}, {street}, {city}, {country}. Notre déléguée à la protection des données est joignable à privacy@{domain}.",
          ],
        },
        {
          heading: "Données traitées et finalités",
          paragraphs: [],
          bullets: [
            "Commande : nom, adresses, e-mail, moyen de paiement et vos créations, pour exécuter le contrat (art. 6, par. 1, point b du RGPD)",
            "Compte client : identifiants et historique des commandes, tant que vous conservez le compte",
            "Newsletter : votre adresse e-mail après confirmation (double opt-in) ; désinscription à tout moment via le lien de chaque envoi",
            "Formulaire de contact : votre message et vos coordonnées, pour vous répondre",
          ],
        },
        {
          heading: "Cookies et mesure d’audience",
          paragraphs: [
            "Les cookies nécessaires conservent votre panier et votre connexion. Les statistiques et tests de fonctionnalités ne sont activés qu’avec votre accord dans les paramètres des cookies, où vous pouvez modifier votre choix à tout moment.",
          ],
        },
        {
          heading: "Partage et durée de conservation",
          paragraphs: [
            "Nous ne transmettons des données que lorsque votre commande l’exige : aux transporteurs et aux prestataires de paiement. Vos créations sont supprimées 24 mois après votre dernière commande, les données de facturation à l’issue des délais légaux de conservation, jusqu’à dix ans.",
          ],
        },
        {
          heading: "Vos droits",
          paragraphs: [
            "Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition. Écrivez-nous à privacy@{domain}. Vous pouvez également introduire une réclamation auprès d’une autorité de contrôle, en France la CNIL.",
          ],
        },
      ],
    },
    terms: {
      slug: "cgv",
      name: "CGV",
      headline: "Conditions générales de vente",
      intro:
        "Les conditions applicables aux commandes passées sur {brand}, un service de {company}. Mise à jour : novembre 2026.",
      sections: [
        {
          heading: "1. Champ d’application et vendeur",
          paragraphs: [
            "Les présentes conditions s’appliquent à toutes les commandes passées sur la boutique en ligne {brand}. Le vendeur est {company}, {street}, {city}, {country}.",
          ],
        },
        {
          heading: "2. Conclusion du contrat",
          paragraphs: [
            "En cliquant sur « Commander et payer », vous faites une offre ferme. Le contrat est conclu lorsque nous confirmons votre commande par e-mail.",
          ],
        },
        {
          heading: "3. Prix, livraison et paiement",
          paragraphs: [
            "Les prix applicables sont ceux en vigueur au moment de la commande, TVA comprise, hors frais de livraison indiqués sur notre page Livraison. Les moyens de paiement dépendent du pays de livraison.",
          ],
        },
        {
          heading: "4. Droit de rétractation",
          paragraphs: [
            "Les produits confectionnés selon vos spécifications – c’est-à-dire presque tout ce que nous vendons – sont exclus du droit de rétractation. Pour les articles non personnalisés, comme les enveloppes vierges, et pour les bons cadeaux, vous disposez de 14 jours pour vous rétracter sans motif.",
          ],
        },
        {
          heading: "5. Garanties et garantie satisfaction",
          paragraphs: [
            "Les garanties légales s’appliquent. En outre, si la qualité ne vous satisfait pas, nous réimprimons gratuitement ou vous remboursons dans les 30 jours suivant la réception. Envoyez-nous simplement une photo à {email}.",
          ],
        },
        {
          heading: "6. Droits sur les contenus",
          paragraphs: [
            "Vous garantissez détenir les droits nécessaires sur les photos et textes téléchargés. Nous n’imprimons pas de contenus illicites.",
          ],
        },
        {
          heading: "7. Dispositions finales",
          paragraphs: [
            "Le droit allemand s’applique, à l’exclusion de la convention de Vienne sur la vente internationale de marchandises ; les dispositions impératives de protection des consommateurs de votre pays de résidence restent applicables.",
          ],
        },
      ],
    },
    magazine: {
      slug: "magazine",
      name: "Magazine",
      headline: "Le magazine {brand}",
      intro: "Idées, conseils pratiques et inspiration pour vos photos, vos cartes et vos murs.",
      sections: [
        {
          heading: "Cinq conseils pour un livre photo qui raconte une histoire",
          paragraphs: [
            "Faites le tri avant d’importer : mieux vaut 80 photos fortes que 300 photos semblables. Classez-les par date ou par lieu, et offrez une double page entière aux grands moments.",
            "De courts textes – une date, une citation, une blague entre vous – transforment un livre photo en livre de souvenirs. Prévoyez aussi quelques pages calmes avec une seule photo : elles reposent le regard.",
          ],
        },
        {
          heading: "Faire-part de mariage : le bon calendrier",
          paragraphs: [
            "Envoyez les cartes « Save the date » six à huit mois avant le mariage et les faire-part environ trois mois avant. Comptez une semaine pour l’impression et la livraison, et commandez d’abord un échantillon pour toucher le papier et voir les couleurs.",
          ],
        },
        {
          heading: "Accrocher ses tableaux comme un pro",
          paragraphs: [
            "Le centre du tableau se place à hauteur des yeux, à environ 1,50 mètre du sol. Au-dessus d’un canapé, le tableau doit couvrir environ les deux tiers de sa largeur. Pour un mur de cadres, fixez d’abord des gabarits en papier : chaque clou sera bien placé du premier coup.",
          ],
        },
      ],
    },
  },
  shipping: {
    heading: "Frais et délais de livraison par pays",
    line: "{country} : standard {standard} ({days} jours ouvrés), express {express} ({expressDays} jours ouvrés), livraison offerte dès {free}",
  },
  payment: {
    heading: "Moyens de paiement par pays de livraison",
    line: "{country} : {methods}",
    methods: {
      paypal: "PayPal",
      klarna: "Klarna",
      visa: "Visa",
      mastercard: "Mastercard",
      amex: "American Express",
      invoice: "paiement sur facture",
      eps: "virement eps",
      twint: "TWINT",
      postfinance: "PostFinance",
      bancontact: "Bancontact",
      ideal: "iDEAL",
      cartebancaire: "Carte Bancaire",
      bizum: "Bizum",
      applepay: "Apple Pay",
    },
  },
  productsHeadline: "Nos produits préférés",
};
