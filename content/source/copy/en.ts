/** British English shop copy (en-GB; en-US falls back to it and has inch overrides). */
import type { Copy } from "../copy-type.ts";
import { infoEn } from "./info-en.ts";

export const en: Copy = {
  slugs: {
    home: "home",
    calendar: "photo-calendars",
    card: "cards",
    collage: "photo-collages",
    photoframe: "photo-frames",
    photoprint: "photo-prints",
    photobook: "photo-books",
    photobox: "photo-box",
    wallart: "wall-art",
    canvas: "canvas-prints",
    poster: "poster-printing",
    acrylic: "acrylic-glass-prints",
    framedPhoto: "framed-photos",
    wallCalendar: "wall-calendars",
    hardcoverPhotobook: "hardcover-photo-book",
    foldedCard: "folded-cards",
    envelopes: "envelopes",
    collagePoster: "collage-poster",
    christmasCards: "christmas-cards",
    voucher: "gift-vouchers",
    contact: "contact",
    error: "error",
    photoPrintsOrder: "fotos-drucken",
    feedCollage: "feed-collage",
    feedCalendar: "feed-calendar",
    feedCard: "feed-card",
  },
  pages: {
    home: {
      name: "Home",
      headline: "Personalised cards and photo gifts made with love",
      intro:
        "Create cards, photo books, calendars and wall art with your favourite moments – printed in our own print shop and delivered fast.",
    },
    calendar: {
      name: "Photo calendars",
      headline: "Create your own photo calendar",
      intro:
        "Twelve months, twelve favourite photos: wall calendars, desk calendars and family planners in many sizes, starting with any month.",
    },
    card: {
      name: "Cards",
      headline: "Cards for every occasion",
      intro:
        "Wedding invitations, birth announcements and party invitations in over 3,000 designs, on fine paper with gold, silver or rose gold foil.",
    },
    collage: {
      name: "Photo collages",
      headline: "Make a photo collage",
      intro:
        "Lots of memories in one picture: as a heart, in a grid or with letters, printed on poster, canvas or acrylic glass.",
    },
    photoframe: {
      name: "Photo frames",
      headline: "Photo frames with your picture",
      intro:
        "Wooden frames, aluminium frames and floater frames: we print your photo and deliver it framed and ready to hang.",
    },
    photoprint: {
      name: "Photo prints",
      headline: "Photo prints in lab quality",
      intro: "Your phone pictures as real prints on matt or glossy photo paper, from 10x10 to 30x20 cm.",
    },
    photobook: {
      name: "Photo books",
      headline: "Design your own photo books with love",
      intro:
        "Classic, premium lay-flat or booklet: tell your story on up to 200 pages, with templates for every occasion.",
    },
    photobox: {
      name: "Photo box",
      headline: "A photo box full of your pictures",
      intro: "A pretty box full of photo prints – the personal present for birthdays, anniversaries and best friends.",
    },
    wallart: {
      name: "Wall art",
      headline: "Wall art from your photos",
      intro:
        "Poster, canvas, acrylic glass and aluminium: find the right material for your favourite photo and your home.",
    },
    canvas: {
      name: "Canvas prints",
      headline: "Canvas prints: your photo on canvas",
      intro:
        "Real cotton canvas on a wooden stretcher frame, printed with fade-resistant inks and delivered ready to hang.",
    },
    poster: {
      name: "Poster printing",
      headline: "Poster printing in photo quality",
      intro: "Your picture as a poster on premium paper, silk matt or glossy, in sizes up to 150x100 cm.",
    },
    acrylic: {
      name: "Acrylic glass",
      headline: "Photo behind acrylic glass",
      intro:
        "Brilliant colours and real depth: your photo behind 4 mm acrylic glass, with an invisible hanging system.",
    },
    framedPhoto: {
      name: "Framed photos",
      headline: "Your photo, framed and ready",
      intro: "Choose frame, mount and size – we print, frame and send your picture safely packed.",
    },
    wallCalendar: {
      name: "Wall calendars",
      headline: "Wall calendars with your own photos",
      intro: "The classic for kitchen or office, portrait or landscape from A5 to A3, with spiral binding.",
    },
    hardcoverPhotobook: {
      name: "Hardcover photo book",
      headline: "Hardcover photo book",
      intro: "A sturdy cover with matt or glossy lamination and pages on premium paper – for memories that last.",
    },
    foldedCard: {
      name: "Folded cards",
      headline: "Design folded cards",
      intro: "Folded cards with plenty of room for photos and words, with matching envelopes and inlays if you like.",
    },
    envelopes: {
      name: "Envelopes",
      headline: "Matching envelopes",
      intro: "Coloured envelopes for every card size – with the recipient's address printed if you like.",
    },
    collagePoster: {
      name: "Collage poster",
      headline: "Collage poster with many photos",
      intro:
        "Up to 50 photos on one poster: pick a template, upload your pictures and your one-of-a-kind print is ready.",
    },
    christmasCards: {
      name: "Christmas cards",
      headline: "Photo Christmas cards",
      intro: "Festive designs for family, friends and business partners – with foil finishes and envelopes in the set.",
    },
    voucher: {
      name: "Gift vouchers",
      headline: "Give a gift voucher",
      intro: "Not sure what they'd like? Give a voucher for every product, by email or to print at home.",
    },
    contact: {
      name: "Contact",
      headline: "How to reach us",
      intro: "Our customer service team is happy to help with orders, design and delivery.",
    },
    error: {
      name: "Error page",
      headline: "Oops, something went wrong",
      intro: "This page is not available right now. Perhaps you'll find what you are looking for here.",
    },
    photoPrintsOrder: {
      name: "Print photos",
      headline: "Print your photos",
      intro: "Upload your pictures, choose a size, done: your prints arrive in two to three working days.",
    },
    feedCollage: {
      name: "New collages",
      headline: "New: collage templates",
      intro: "The latest templates for your photo collage.",
    },
    feedCalendar: {
      name: "New calendars",
      headline: "New: calendar designs",
      intro: "Fresh designs for your photo calendar for the new year.",
    },
    feedCard: {
      name: "New cards",
      headline: "New: card designs",
      intro: "Our latest card designs for every occasion.",
    },
  },
  words: {
    designNow: "Design now",
    discover: "Discover",
    calculatePrice: "Calculate price",
    priceCalculator: "Price calculator",
    formatsAndPrices: "Sizes and prices",
    format: "Size",
    price: "Price",
    from: "from",
    bestseller: "Bestseller",
    newIn: "New",
    moreFormats: "More sizes",
    video: "How it works",
    customerPictures: "Pictures from our customers",
    contactTopics: ["Order", "Design", "Delivery", "Invoice", "Something else"],
    contactName: "Name",
    contactEmail: "Email address",
    contactMessage: "Your message",
    contactSend: "Send message",
    contactPersonRole: "Customer service",
    voucherAmounts: "Choose an amount",
    toolboxHeadline: "Handy tools",
    tools: [
      ["Convert a file", "Turn HEIC, PNG or TIFF into JPG"],
      ["Convert a PDF", "Use PDF pages as pictures"],
      ["Optimise a picture", "Improve brightness and sharpness automatically"],
    ],
    frameTypesHeadline: "Frame types",
    accessoryTypesHeadline: "Accessories",
    skuLabel: "Item no.",
    errorText: "Please try again in a few minutes or start from the home page.",
    errorCta: "Go to the home page",
    shopHeadline: "Popular products",
  },
  usps: [
    ["Fast delivery", "in 2–4 working days"],
    ["Printed in-house", "in our own print shop"],
    ["Happiness guarantee", "or your money back"],
  ],
  frames: {
    holzrahmen: ["Wooden frame", "Solid wood in oak, black or white"],
    alurahmen: ["Aluminium frame", "Slim brushed aluminium profile"],
    "schattenfuge-leinwand": ["Floater frame", "The canvas floats inside the frame"],
  },
  accessories: {
    envelope: ["Envelope", "In 12 colours, matching the size"],
    ribbon: ["Ribbon", "Satin ribbon for invitations"],
    inlay: ["Inlay", "Vellum inlay for folded cards"],
  },
  wallartHome: {
    headline: "Wall art from your favourite photos, printed with love",
    intro:
      "Canvas, posters, acrylic glass and aluminium in gallery quality: design wall art for your home – printed in Germany and delivered fast.",
  },
  seo: [
    "Why order from us?",
    "We have printed personalised photo products in our own print shop for more than ten years, and every order is checked by hand.",
    "All our papers are FSC certified and we ship carbon neutral.",
  ],
  occasions: {
    hochzeit: "Wedding",
    geburt: "Birth",
    geburtstag: "Birthday",
    taufe: "Christening",
    weihnachten: "Christmas",
    trauer: "Sympathy",
    konfirmation: "Confirmation",
    einschulung: "First day at school",
  },
  chrome: {
    magazine: "Magazine",
    service: "Help & contact",
    account: "My account",
    cart: "Basket",
    hotline: "Service hotline",
    hotlineHours: "Mon–Fri 8am–6pm",
    helpQuestions: [
      [
        "How long does delivery take?",
        "We usually print your order within 1–2 working days. Delivery times per country are on our shipping page.",
      ],
      [
        "Can I still change my order?",
        "Yes, as long as it is not printing yet: call us or write to us through the contact form.",
      ],
      [
        "Which payment methods can I use?",
        "That depends on the country – for example PayPal, credit card or invoice. All methods are listed on the payment page.",
      ],
      [
        "What if something is wrong?",
        "Send us a photo of the product through the contact form. We reprint it free of charge or refund you.",
      ],
    ],
    serviceText: "We are here for you in person.",
    help: "Help",
    allProducts: "All products",
    accessories: "Accessories",
    flyout: {
      categories: "Categories",
      occasions: "Occasions",
      additional: "Also",
      startWithoutDesign: "Start without a template",
      withMultipleImages: "With several pictures",
      types: "Types",
      assistant: "Photo book assistant",
      more: "Discover more",
      poster: "Posters",
      leinwand: "Canvas",
      platte: "Panels",
      color: "Colours",
      other: "Other frames",
      premium: "Premium",
      additionalProducts: "More products",
      calendarTypes: {
        wandkalender: "Wall calendar",
        tischkalender: "Desk calendar",
        familienplaner: "Family planner",
        kuechenkalender: "Kitchen calendar",
        terminkalender: "Planner",
      },
      photobookTypes: {
        digitalfotobuch: "Classic photo book",
        echtfotobuch: "Premium lay-flat",
        fotoheft: "Photo booklet",
      },
      photobookCategories: {
        wedding: "Wedding",
        baby: "Baby",
        travel: "Travel",
        family: "Family",
        birthday: "Birthday",
      },
      collageCategories: { heart: "Heart collage", grid: "Grid collage", letters: "Letter collage" },
      colours: { black: "Black", white: "White", oak: "Oak" },
      otherFrames: { aluminium: "Aluminium frame", artbox: "Art box" },
      accessoryItems: { envelopes: "Envelopes", ribbons: "Ribbons", inlays: "Inlays" },
      wallartGroups: { bestseller: "Bestsellers", premium: "Premium materials" },
    },
    actionBar: "<b>Only {countdown} left:</b> 20% off all wall art with the code WALL20",
    smartBanner: { rating: "4.8 stars on the App Store", cta: "Open" },
    linkbox: {
      headline: "Everything for your photos",
      lists: [
        [
          "Photo products",
          [
            ["Photo books", "photobook"],
            ["Photo calendars", "calendar"],
            ["Photo prints", "photoprint"],
            ["Photo box", "photobox"],
          ],
        ],
        [
          "Wall art",
          [
            ["Canvas prints", "canvas"],
            ["Posters", "poster"],
            ["Acrylic glass", "acrylic"],
            ["Photo frames", "photoframe"],
          ],
        ],
        [
          "Cards",
          [
            ["Folded cards", "foldedCard"],
            ["Christmas cards", "christmasCards"],
            ["Envelopes", "envelopes"],
            ["Gift vouchers", "voucher"],
          ],
        ],
      ],
    },
    newsletter: {
      headline: "10% off your first order",
      placeholder: "Your email address",
      cta: "Sign up",
      text: "Sign up for our newsletter for inspiration, offers and a voucher. Unsubscribe at any time.",
    },
    communication: [
      ["Personal advice", "Advice", "Our team is here Mon–Fri from 8am to 6pm.", "contact"],
      ["Give a voucher", "Voucher", "For every product, by email in minutes.", "voucher"],
      ["Print photos", "Prints", "Lab-quality prints from 9p.", "photoPrintsOrder"],
    ],
    reviews: {
      title: "What our customers say",
      subtitle: "More than 40,000 reviews",
      items: [
        [
          "Beautiful wedding invitations",
          "The paper and gold foil are even nicer than expected, and delivery was faster than promised.",
          "Emma W.",
        ],
        [
          "Wonderful photo book",
          "The lay-flat book of our holiday is a dream. The colours are brilliant.",
          "Oliver H.",
        ],
        [
          "Always a pleasure",
          "Our family calendar comes from here every year. Easy to design, great quality.",
          "Sarah T.",
        ],
        [
          "Birth announcements as dreamed",
          "The cards for our daughter's birth turned out beautifully. The matte paper feels wonderful.",
          "Hannah P.",
        ],
        [
          "Canvas in the living room",
          "The canvas now hangs above the sofa. Sharp, true colours and neatly stretched on the frame.",
          "James C.",
        ],
        [
          "Quick customer service",
          "I had a typo in my order. The service team corrected it the very same day.",
          "Lucy M.",
        ],
        [
          "Christmas cards for the family",
          "We order our Christmas cards here every year. The designs are modern and easy to adapt.",
          "Daniel K.",
        ],
        [
          "Acrylic glass with real depth",
          "Our holiday photo on acrylic glass really glows. The hanging kit was up in five minutes.",
          "Sophie B.",
        ],
        [
          "A photo box as a present",
          "The photo box with 30 prints was my mother's favourite birthday present.",
          "Rachel N.",
        ],
      ],
    },
    boxes: {
      aboutShop: "About {brand}",
      appLinks: "Our app",
      awards: "Awards",
      customerService: "Customer service",
      international: "International",
      languages: "Languages",
      socialMedia: "Follow us",
    },
    aboutItems: [
      ["About us", "about"],
      ["Jobs", "jobs"],
      ["Press", "press"],
      ["Sustainability", "sustainability"],
    ],
    serviceItems: [
      ["Help & FAQ", "contact"],
      ["Delivery", "shipping"],
      ["Payment methods", "payment"],
      ["Business customers", "business"],
    ],
    awardItems: ["Best photo book", "Top shop 2026", "Carbon neutral shipping"],
    copyright: "© {year} {brand} – all rights reserved",
    seoText:
      "At {brand} you design photo gifts that come from the heart: cards for weddings, births and Christmas, photo books and calendars with your best pictures, and wall art on canvas, acrylic glass and poster. We print in our own print shop, check every order by hand and ship carbon neutral. Design on your computer or phone with our designer, and our customer service team will help you in person.",
    burgerFooter: [
      ["Imprint", "imprint"],
      ["Privacy", "privacy"],
      ["Terms", "terms"],
    ],
    extraMenu: [
      ["Gift vouchers", "voucher"],
      ["New in", "feedCard"],
      ["Contact", "contact"],
    ],
    consentSettings: "Cookie settings",
  },
  info: infoEn,
};
