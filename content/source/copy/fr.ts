/** French shop copy (fr-FR; fr-BE, fr-CH and fr-LU fall back to it). */
import type { Copy } from "../copy-type.ts";
import { infoFr } from "./info-fr.ts";

export const fr: Copy = {
  slugs: {
    home: "home",
    calendar: "calendrier-photo",
    card: "cartes",
    collage: "collage-photo",
    photoframe: "cadres-photo",
    photoprint: "tirages-photos",
    photobook: "livre-photo",
    photobox: "box-photos",
    wallart: "tableaux-muraux",
    canvas: "impression-sur-toile",
    poster: "impression-poster",
    acrylic: "tableau-plexiglas",
    framedPhoto: "photo-encadree",
    wallCalendar: "calendrier-mural",
    hardcoverPhotobook: "livre-photo-couverture-rigide",
    foldedCard: "cartes-pliees",
    envelopes: "enveloppes",
    collagePoster: "poster-collage",
    christmasCards: "cartes-de-noel",
    voucher: "bon-cadeau",
    contact: "contact",
    error: "error",
    photoPrintsOrder: "fotos-drucken",
    feedCollage: "feed-collage",
    feedCalendar: "feed-calendar",
    feedCard: "feed-card",
  },
  pages: {
    home: {
      name: "Accueil",
      headline: "Cartes personnalisées et cadeaux photo créés avec amour",
      intro:
        "Créez des cartes, livres photo, calendriers et tableaux avec vos plus beaux souvenirs – imprimés dans notre propre atelier et livrés rapidement.",
    },
    calendar: {
      name: "Calendriers photo",
      headline: "Créer votre calendrier photo",
      intro:
        "Douze mois, douze photos préférées : calendriers muraux, de bureau et familiaux dans de nombreux formats, à partir du mois de votre choix.",
    },
    card: {
      name: "Cartes",
      headline: "Des cartes pour chaque occasion",
      intro:
        "Faire-part de mariage, de naissance et invitations parmi plus de 3 000 designs, sur papier de qualité avec dorure or, argent ou or rose.",
    },
    collage: {
      name: "Collages photo",
      headline: "Créer un collage photo",
      intro:
        "Beaucoup de souvenirs dans une seule image : en cœur, en grille ou en lettres, imprimés sur poster, toile ou plexiglas.",
    },
    photoframe: {
      name: "Cadres photo",
      headline: "Cadres photo avec votre image",
      intro:
        "Cadres en bois, en aluminium ou caisses américaines : nous imprimons votre photo et la livrons encadrée, prête à accrocher.",
    },
    photoprint: {
      name: "Tirages photos",
      headline: "Tirages photos qualité labo",
      intro: "Les photos de votre smartphone en vrais tirages sur papier mat ou brillant, du 10x10 au 30x20 cm.",
    },
    photobook: {
      name: "Livres photo",
      headline: "Créer un livre photo avec amour",
      intro:
        "Classique, premium à plat ou cahier photo : racontez votre histoire sur 200 pages maximum, avec des modèles pour chaque occasion.",
    },
    photobox: {
      name: "Box photos",
      headline: "Une box remplie de vos photos",
      intro: "Une jolie boîte pleine de tirages – le cadeau personnel pour les anniversaires et les meilleurs amis.",
    },
    wallart: {
      name: "Tableaux muraux",
      headline: "Des tableaux à partir de vos photos",
      intro:
        "Poster, toile, plexiglas et aluminium : trouvez la matière idéale pour votre photo préférée et votre intérieur.",
    },
    canvas: {
      name: "Impression sur toile",
      headline: "Impression sur toile : votre photo sur toile",
      intro:
        "Une vraie toile en coton sur châssis en bois, imprimée avec des encres résistantes et livrée prête à accrocher.",
    },
    poster: {
      name: "Impression poster",
      headline: "Impression de posters qualité photo",
      intro: "Votre image en poster sur papier premium, satiné ou brillant, jusqu'au format 150x100 cm.",
    },
    acrylic: {
      name: "Plexiglas",
      headline: "Photo sous plexiglas",
      intro:
        "Des couleurs éclatantes et une vraie profondeur : votre photo sous 4 mm de plexiglas, avec système d'accroche invisible.",
    },
    framedPhoto: {
      name: "Photo encadrée",
      headline: "Votre photo prête à accrocher",
      intro:
        "Choisissez le cadre, le passe-partout et le format – nous imprimons, encadrons et expédions votre image bien emballée.",
    },
    wallCalendar: {
      name: "Calendrier mural",
      headline: "Calendrier mural avec vos photos",
      intro: "Le classique pour la cuisine ou le bureau, en portrait ou en paysage du A5 au A3, avec reliure spirale.",
    },
    hardcoverPhotobook: {
      name: "Livre photo couverture rigide",
      headline: "Livre photo à couverture rigide",
      intro:
        "Une couverture solide, pelliculée mate ou brillante, et des pages sur papier premium – pour des souvenirs qui durent.",
    },
    foldedCard: {
      name: "Cartes pliées",
      headline: "Créer des cartes pliées",
      intro: "Des cartes pliées avec beaucoup de place pour vos photos et vos mots, avec enveloppe et encart assortis.",
    },
    envelopes: {
      name: "Enveloppes",
      headline: "Des enveloppes assorties",
      intro:
        "Des enveloppes colorées pour tous les formats de cartes – avec l'adresse du destinataire imprimée si vous le souhaitez.",
    },
    collagePoster: {
      name: "Poster collage",
      headline: "Poster collage avec de nombreuses photos",
      intro:
        "Jusqu'à 50 photos sur un poster : choisissez un modèle, ajoutez vos images et votre pièce unique est prête.",
    },
    christmasCards: {
      name: "Cartes de Noël",
      headline: "Cartes de Noël avec photo",
      intro: "Des designs festifs pour la famille, les amis et les partenaires – avec dorure et enveloppes incluses.",
    },
    voucher: {
      name: "Bon cadeau",
      headline: "Offrir un bon cadeau",
      intro: "Vous hésitez ? Offrez un bon valable sur tous les produits, par e-mail ou à imprimer.",
    },
    contact: {
      name: "Contact",
      headline: "Nous contacter",
      intro: "Notre service client vous aide volontiers pour vos commandes, la création et la livraison.",
    },
    error: {
      name: "Page d'erreur",
      headline: "Oups, un problème est survenu",
      intro: "Cette page n'est pas disponible pour le moment. Vous trouverez peut-être ici ce que vous cherchez.",
    },
    photoPrintsOrder: {
      name: "Imprimer des photos",
      headline: "Faire imprimer vos photos",
      intro:
        "Téléchargez vos images, choisissez le format, c'est fait : vos tirages arrivent en deux à trois jours ouvrés.",
    },
    feedCollage: {
      name: "Nouveaux collages",
      headline: "Nouveau : modèles de collage",
      intro: "Les derniers modèles pour votre collage photo.",
    },
    feedCalendar: {
      name: "Nouveaux calendriers",
      headline: "Nouveau : designs de calendrier",
      intro: "Des designs tout frais pour votre calendrier photo de l'année.",
    },
    feedCard: {
      name: "Nouvelles cartes",
      headline: "Nouveau : designs de cartes",
      intro: "Nos nouveaux designs de cartes pour chaque occasion.",
    },
  },
  words: {
    designNow: "Créer maintenant",
    discover: "Découvrir",
    calculatePrice: "Calculer le prix",
    priceCalculator: "Calculateur de prix",
    formatsAndPrices: "Formats et prix",
    format: "Format",
    price: "Prix",
    from: "à partir de",
    bestseller: "Best-seller",
    newIn: "Nouveau",
    moreFormats: "Plus de formats",
    video: "C'est si simple",
    customerPictures: "Les photos de nos clients",
    contactTopics: ["Commande", "Création", "Livraison", "Facture", "Autre"],
    contactName: "Nom",
    contactEmail: "Adresse e-mail",
    contactMessage: "Votre message",
    contactSend: "Envoyer le message",
    contactPersonRole: "Service client",
    voucherAmounts: "Choisissez un montant",
    toolboxHeadline: "Outils pratiques",
    tools: [
      ["Convertir un fichier", "HEIC, PNG ou TIFF en JPG"],
      ["Convertir un PDF", "Utiliser des pages PDF comme images"],
      ["Optimiser une image", "Améliorer luminosité et netteté automatiquement"],
    ],
    frameTypesHeadline: "Types de cadres",
    accessoryTypesHeadline: "Accessoires",
    skuLabel: "Réf.",
    errorText: "Réessayez dans quelques minutes ou repartez de la page d'accueil.",
    errorCta: "Vers l'accueil",
    shopHeadline: "Produits populaires",
  },
  usps: [
    ["Livraison rapide", "en 2 à 4 jours ouvrés"],
    ["Imprimé dans notre atelier", "qualité contrôlée"],
    ["Satisfait ou remboursé", "sans discussion"],
  ],
  frames: {
    holzrahmen: ["Cadre en bois", "Bois massif chêne, noir ou blanc"],
    alurahmen: ["Cadre en aluminium", "Profil fin en aluminium brossé"],
    "schattenfuge-leinwand": ["Caisse américaine", "La toile flotte dans le cadre"],
  },
  accessories: {
    envelope: ["Enveloppe", "En 12 couleurs, assortie au format"],
    ribbon: ["Ruban", "Ruban satiné pour les invitations"],
    inlay: ["Encart", "Papier calque pour cartes pliées"],
  },
  wallartHome: {
    headline: "Des tableaux de vos plus belles photos, imprimés avec amour",
    intro:
      "Toile, poster, plexiglas et aluminium en qualité galerie : créez des tableaux pour votre intérieur, imprimés en Allemagne et livrés rapidement.",
  },
  seo: [
    "Pourquoi commander chez nous ?",
    "Depuis plus de dix ans, nous imprimons des produits photo personnalisés dans notre propre atelier et vérifions chaque commande à la main.",
    "Tous nos papiers sont certifiés FSC et nos envois sont neutres en carbone.",
  ],
  occasions: {
    hochzeit: "Mariage",
    geburt: "Naissance",
    geburtstag: "Anniversaire",
    taufe: "Baptême",
    weihnachten: "Noël",
    trauer: "Condoléances",
    konfirmation: "Communion",
    einschulung: "Rentrée scolaire",
  },
  chrome: {
    magazine: "Magazine",
    service: "Aide & contact",
    account: "Mon compte",
    cart: "Panier",
    hotline: "Service client",
    hotlineHours: "lun–ven 8h–18h",
    helpQuestions: [
      [
        "Quel est le délai de livraison ?",
        "Nous imprimons généralement votre commande en 1 à 2 jours ouvrés. Les délais par pays figurent sur notre page livraison.",
      ],
      [
        "Puis-je encore modifier ma commande ?",
        "Oui, tant qu’elle n’est pas en impression : appelez-nous ou écrivez-nous via le formulaire de contact.",
      ],
      [
        "Quels moyens de paiement acceptez-vous ?",
        "Cela dépend du pays – par exemple PayPal, Visa ou Mastercard. Tous figurent sur la page des moyens de paiement.",
      ],
      [
        "Que faire si quelque chose ne va pas ?",
        "Envoyez-nous une photo du produit via le formulaire de contact. Nous le réimprimons gratuitement ou vous remboursons.",
      ],
    ],
    serviceText: "Nous sommes là pour vous.",
    help: "Aide",
    allProducts: "Tous les produits",
    accessories: "Accessoires",
    flyout: {
      categories: "Catégories",
      occasions: "Occasions",
      additional: "Aussi",
      startWithoutDesign: "Commencer sans modèle",
      withMultipleImages: "Avec plusieurs photos",
      types: "Types",
      assistant: "Assistant livre photo",
      more: "En découvrir plus",
      poster: "Posters",
      leinwand: "Toiles",
      platte: "Panneaux",
      color: "Couleurs",
      other: "Autres cadres",
      premium: "Premium",
      additionalProducts: "Autres produits",
      calendarTypes: {
        wandkalender: "Calendrier mural",
        tischkalender: "Calendrier de bureau",
        familienplaner: "Calendrier familial",
        kuechenkalender: "Calendrier de cuisine",
        terminkalender: "Agenda",
      },
      photobookTypes: {
        digitalfotobuch: "Livre photo classique",
        echtfotobuch: "Premium à plat",
        fotoheft: "Cahier photo",
      },
      photobookCategories: {
        wedding: "Mariage",
        baby: "Bébé",
        travel: "Voyage",
        family: "Famille",
        birthday: "Anniversaire",
      },
      collageCategories: { heart: "Collage en cœur", grid: "Collage en grille", letters: "Collage en lettres" },
      colours: { black: "Noir", white: "Blanc", oak: "Chêne" },
      otherFrames: { aluminium: "Cadre aluminium", artbox: "Artbox" },
      accessoryItems: { envelopes: "Enveloppes", ribbons: "Rubans", inlays: "Encarts" },
      wallartGroups: { bestseller: "Best-sellers", premium: "Matières premium" },
    },
    actionBar: "<b>Plus que {countdown} :</b> -20 % sur tous les tableaux avec le code MUR20",
    smartBanner: { rating: "4,8 étoiles sur l'App Store", cta: "Ouvrir" },
    linkbox: {
      headline: "Tout pour vos photos",
      lists: [
        [
          "Produits photo",
          [
            ["Livres photo", "photobook"],
            ["Calendriers photo", "calendar"],
            ["Tirages photos", "photoprint"],
            ["Box photos", "photobox"],
          ],
        ],
        [
          "Tableaux",
          [
            ["Impression sur toile", "canvas"],
            ["Posters", "poster"],
            ["Plexiglas", "acrylic"],
            ["Cadres photo", "photoframe"],
          ],
        ],
        [
          "Cartes",
          [
            ["Cartes pliées", "foldedCard"],
            ["Cartes de Noël", "christmasCards"],
            ["Enveloppes", "envelopes"],
            ["Bons cadeaux", "voucher"],
          ],
        ],
      ],
    },
    newsletter: {
      headline: "-10 % sur votre première commande",
      placeholder: "Votre adresse e-mail",
      cta: "S'inscrire",
      text: "Inscrivez-vous à notre newsletter pour recevoir idées, offres et un bon de réduction. Désinscription possible à tout moment.",
    },
    communication: [
      ["Conseil personnalisé", "Conseil", "Notre équipe vous répond du lundi au vendredi de 8h à 18h.", "contact"],
      ["Offrir un bon", "Bon", "Valable sur tous les produits, par e-mail en quelques minutes.", "voucher"],
      ["Imprimer des photos", "Tirages", "Tirages qualité labo dès 9 centimes.", "photoPrintsOrder"],
    ],
    reviews: {
      title: "L'avis de nos clients",
      subtitle: "Plus de 40 000 avis",
      items: [
        [
          "De magnifiques faire-part",
          "Le papier et la dorure sont encore plus beaux que prévu, et la livraison a été rapide.",
          "Camille D.",
        ],
        [
          "Un livre photo superbe",
          "Le livre à plat de nos vacances est un rêve. Les couleurs sont éclatantes.",
          "Thomas L.",
        ],
        [
          "Toujours ravie",
          "Notre calendrier familial vient d'ici chaque année. Simple à créer, excellente qualité.",
          "Isabelle R.",
        ],
        [
          "Des faire-part de naissance rêvés",
          "Les cartes pour la naissance de notre fille sont magnifiques. Le papier mat est très agréable.",
          "Léa M.",
        ],
        [
          "Une toile dans le salon",
          "La toile est accrochée au-dessus du canapé. Nette, fidèle aux couleurs et parfaitement tendue.",
          "Nicolas B.",
        ],
        [
          "Service client réactif",
          "J'avais fait une faute de frappe dans ma commande. Le service l'a corrigée le jour même.",
          "Sophie G.",
        ],
        [
          "Cartes de Noël en famille",
          "Chaque année, nous commandons ici nos cartes de Noël. Les modèles sont modernes et faciles à adapter.",
          "Julien F.",
        ],
        [
          "Du verre acrylique plein de profondeur",
          "Notre photo de vacances sur verre acrylique est lumineuse. La fixation a pris cinq minutes.",
          "Chloé P.",
        ],
        [
          "Une boîte photo à offrir",
          "La boîte de 30 tirages a été le cadeau préféré de ma mère pour son anniversaire.",
          "Nathalie V.",
        ],
      ],
    },
    boxes: {
      aboutShop: "À propos de {brand}",
      appLinks: "Notre application",
      awards: "Récompenses",
      customerService: "Service client",
      international: "International",
      languages: "Langues",
      socialMedia: "Suivez-nous",
    },
    aboutItems: [
      ["Qui sommes-nous", "about"],
      ["Emplois", "jobs"],
      ["Presse", "press"],
      ["Développement durable", "sustainability"],
    ],
    serviceItems: [
      ["Aide & FAQ", "contact"],
      ["Livraison", "shipping"],
      ["Moyens de paiement", "payment"],
      ["Clients professionnels", "business"],
    ],
    awardItems: ["Meilleur livre photo", "Top boutique 2026", "Livraison neutre en carbone"],
    copyright: "© {year} {brand} – tous droits réservés",
    seoText:
      "Chez {brand}, vous créez des cadeaux photo qui viennent du cœur : cartes de mariage, de naissance et de Noël, livres photo et calendriers avec vos plus belles images, et tableaux sur toile, plexiglas ou poster. Nous imprimons dans notre propre atelier, vérifions chaque commande à la main et expédions de façon neutre en carbone. Créez sur ordinateur ou smartphone, et notre service client vous accompagne personnellement.",
    burgerFooter: [
      ["Mentions légales", "imprint"],
      ["Confidentialité", "privacy"],
      ["CGV", "terms"],
    ],
    extraMenu: [
      ["Bons cadeaux", "voucher"],
      ["Nouveautés", "feedCard"],
      ["Contact", "contact"],
    ],
    consentSettings: "Paramètres des cookies",
  },
  info: infoFr,
};
