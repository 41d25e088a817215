/** English information pages (en-GB; en-US gets US spelling and its own number formats). */
import type { InfoCopy } from "../info-copy-type.ts";

export const infoEn: InfoCopy = {
  pages: {
    about: {
      slug: "about-us",
      name: "About us",
      headline: "About {brand}",
      intro:
        "We print memories: personalised cards, photo books, calendars and wall art, designed by you and made in our own print shop in Berlin.",
      sections: [
        {
          heading: "How it all began",
          paragraphs: [
            "{brand} started in 2014 with a single wedding invitation that nobody sold the way the couple wanted it. Today more than 120 people in design, printing, shipping and customer service make sure your photos and words become something that lasts.",
            "Everything stays under one roof, from the first draft to the finished parcel: our designers create every template themselves, and printing and binding happen in Berlin.",
          ],
        },
        {
          heading: "What matters to us",
          paragraphs: [
            "Every order is checked by hand before it ships. If something is not what you imagined, we reprint it or refund you – that is our happiness guarantee.",
          ],
          bullets: [
            "Our own print shop in Berlin, with offset and digital presses",
            "FSC-certified papers and carbon neutral shipping",
            "Friendly customer service, Monday to Friday, 8am to 6pm (CET)",
          ],
        },
      ],
    },
    jobs: {
      slug: "jobs",
      name: "Jobs",
      headline: "Jobs at {brand}",
      intro:
        "Want to print memories with us? We are looking for people who love good design, clean technology and genuine service.",
      sections: [
        {
          heading: "Open positions",
          paragraphs: ["We are currently hiring in Berlin (on site or hybrid):"],
          bullets: [
            "Print technician, full time, shift work",
            "Customer service agent for German and English, part time or full time",
            "Senior frontend developer, React and TypeScript",
            "Graphic designer for card and calendar templates",
            "Working student in shipping logistics, 20 hours a week",
          ],
        },
        {
          heading: "What we offer",
          paragraphs: [
            "Permanent contracts, 30 days of holiday, flexible hours outside production, a public transport allowance and a yearly training budget. And, of course, a staff discount on everything we print.",
          ],
        },
        {
          heading: "How to apply",
          paragraphs: [
            "Send your CV and a few lines on why you would fit in to jobs@{domain}. No formal cover letter needed. We reply within two weeks; interviews can be held in English.",
          ],
        },
      ],
    },
    press: {
      slug: "press",
      name: "Press",
      headline: "Press",
      intro: "Facts, figures and images for journalists.",
      sections: [
        {
          heading: "{brand} in numbers",
          paragraphs: [],
          bullets: [
            "Founded in Berlin in 2014",
            "More than 120 people in design, printing, shipping and service",
            "Over 3,000 card designs of our own",
            "Delivery to twelve countries in Europe and to the USA",
            "Rated 4.8 out of 5 in more than 40,000 customer reviews",
          ],
        },
        {
          heading: "Press contact",
          paragraphs: [
            "For interviews, product samples and print-quality images, contact our press team at press@{domain} or on {phone}. We usually answer on the same working day.",
          ],
        },
        {
          heading: "Logos and images",
          paragraphs: [
            "We are happy to provide logos, product photos and portraits of our management on request. Please credit “{brand}” when you publish them.",
          ],
        },
      ],
    },
    sustainability: {
      slug: "sustainability",
      name: "Sustainability",
      headline: "Printed responsibly",
      intro:
        "What we print should bring joy for a long time. That is why we care about paper, energy and packaging – and say openly where we still want to do better.",
      sections: [
        {
          heading: "Paper and materials",
          paragraphs: [
            "All our papers and boards are FSC-certified or made from recycled fibres. Our canvases are cotton, stretched on wooden frames from European forestry.",
          ],
        },
        {
          heading: "Printing and energy",
          paragraphs: [
            "Our Berlin print shop has run on green electricity since 2021. We print with mineral-oil-free inks, and all paper offcuts are recycled.",
          ],
        },
        {
          heading: "Shipping and packaging",
          paragraphs: [
            "We ship carbon neutral and pack without plastic, using boxes made from recycled paper and paper tape. We offset shipping emissions through certified climate projects – but avoiding emissions matters more to us than offsetting them.",
          ],
        },
      ],
    },
    shipping: {
      slug: "delivery",
      name: "Delivery",
      headline: "Delivery and shipping costs",
      intro: "We print every order fresh for you. Here is when it will arrive and what delivery costs.",
      sections: [
        {
          heading: "Production",
          paragraphs: [
            "Cards, photo prints and posters usually leave our print shop on the next working day; photo books, calendars and wall art after two to three working days. Delivery times count from dispatch, which we confirm by e-mail with a tracking number.",
          ],
        },
        {
          heading: "Good to know",
          paragraphs: [
            "All prices include VAT. For deliveries to Switzerland, Liechtenstein, the United Kingdom and the USA, customs duties and import taxes are already included – there is nothing more to pay on the doorstep. We can also send your gift straight to its recipient.",
          ],
        },
      ],
    },
    payment: {
      slug: "payment",
      name: "Payment methods",
      headline: "Payment methods",
      intro: "Pay the way that suits you best – securely encrypted and without extra fees.",
      sections: [
        {
          heading: "Paying securely",
          paragraphs: [
            "Your payment details are sent encrypted straight to the payment provider; we never store card numbers. Which methods you can use depends on the country you are ordering for.",
          ],
        },
        {
          heading: "Gift vouchers",
          paragraphs: [
            "Gift vouchers can be paid with every method offered in your country except invoice, and they can be redeemed against all products.",
          ],
        },
      ],
    },
    business: {
      slug: "business",
      name: "Business customers",
      headline: "{brand} for business",
      intro:
        "Christmas cards for your clients, wall art for the office or calendars with your logo: we print for companies of every size.",
      sections: [
        {
          heading: "What we do for you",
          paragraphs: [],
          bullets: [
            "Volume pricing from 100 cards and a dedicated account team",
            "Designs with your logo and colours, created by our designers if you like",
            "Payment by invoice with 30 days' terms and VAT shown",
            "Mailing to many addresses: we send straight to your client list",
          ],
        },
        {
          heading: "Request a quote",
          paragraphs: [
            "Write to business@{domain} with what you have in mind, how many pieces you need and by when. You will receive a free, no-obligation quote within one working day.",
          ],
        },
      ],
    },
    imprint: {
      slug: "imprint",
      name: "Imprint",
      headline: "Imprint",
      intro: "Information about the company behind {brand}, as required by German law (§ 5 DDG).",
      sections: [
        {
          heading: "Provider",
          paragraphs: ["{company}, {street}, {city}, {country}", "{brand} is a brand of {company}."],
        },
        { heading: "Contact", paragraphs: ["Phone: {phone} (Monday to Friday, 8am to 6pm CET)", "E-mail: {email}"] },
        {
          heading: "Management and registration",
          paragraphs: [
            "Managing directors: Anna Lindqvist, Tobias Hartmann",
            "Register court: Amtsgericht Charlottenburg (Berlin), HRB 187342 B",
            "VAT number: DE 318 472 905",
          ],
        },
        {
          heading: "Consumer dispute resolution",
          paragraphs: [
            "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If you have a question or a complaint, please contact our customer service directly – we almost always find a solution.",
          ],
        },
      ],
    },
    privacy: {
      slug: "privacy",
      name: "Privacy",
      headline: "Privacy policy",
      intro: "How we handle your data: we collect only what your order and our shop need, and we never sell data.",
      sections: [
        {
          heading: "Controller",
          paragraphs: [
            "The controller responsible for your data is {company}, {street}, {city}, {country}. You can reach our data protection officer at privacy@{domain}.",
          ],
        },
        {
          heading: "What we process and why",
          paragraphs: [],
          bullets: [
            "Orders: name, addresses, e-mail address, payment method and your designs, to fulfil the contract (Art. 6(1)(b) GDPR)",
            "Customer account: login details and order history, for as long as you keep the account",
            "Newsletter: your e-mail address once you have confirmed it (double opt-in); unsubscribe at any time with the link in every issue",
            "Contact form: your message and contact details, so we can reply",
          ],
        },
        {
          heading: "Cookies and measurement",
          paragraphs: [
            "Necessary cookies keep your basket and your login. We use statistics and feature tests only if you have agreed in the cookie settings, where you can change your choice at any time.",
          ],
        },
        {
          heading: "Sharing and retention",
          paragraphs: [
            "We only share data where your order requires it: with delivery services and payment providers. We delete designs 24 months after your last order, and invoice data after the statutory retention periods of up to ten years.",
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            "You have the right to access, rectification, erasure, restriction of processing, data portability and objection. Write to privacy@{domain}. You may also lodge a complaint with a data protection supervisory authority.",
          ],
        },
      ],
    },
    terms: {
      slug: "terms",
      name: "Terms",
      headline: "Terms and conditions",
      intro: "The conditions for orders at {brand}, a service of {company}. Last updated: November 2026.",
      sections: [
        {
          heading: "1. Scope and contracting party",
          paragraphs: [
            "These terms apply to all orders in the {brand} online shop. Your contracting party is {company}, {street}, {city}, {country}.",
          ],
        },
        {
          heading: "2. Conclusion of the contract",
          paragraphs: [
            "By clicking “Order and pay” you make a binding offer. The contract is concluded when we confirm your order by e-mail.",
          ],
        },
        {
          heading: "3. Prices, delivery and payment",
          paragraphs: [
            "The prices at the time of ordering apply, including VAT, plus the delivery costs shown on our delivery page. The payment methods available depend on the delivery country.",
          ],
        },
        {
          heading: "4. Right of withdrawal",
          paragraphs: [
            "Products made to your specifications – which is almost everything we sell – are excluded from the right of withdrawal. For items that are not personalised, such as plain envelopes, and for gift vouchers, you may withdraw from the contract within 14 days without giving a reason.",
          ],
        },
        {
          heading: "5. Warranty and happiness guarantee",
          paragraphs: [
            "The statutory warranty applies. In addition, we reprint free of charge or refund you if you are not happy with the quality within 30 days of receipt. Just send a photo to {email}.",
          ],
        },
        {
          heading: "6. Rights to content",
          paragraphs: [
            "You confirm that you hold the necessary rights to the photos and texts you upload. We do not print content that breaks the law.",
          ],
        },
        {
          heading: "7. Final provisions",
          paragraphs: [
            "German law applies, excluding the UN Convention on Contracts for the International Sale of Goods; mandatory consumer protection rules of your country of residence remain unaffected.",
          ],
        },
      ],
    },
    magazine: {
      slug: "magazine",
      name: "Magazine",
      headline: "The {brand} magazine",
      intro: "Ideas, how-tos and inspiration for your photos, cards and walls.",
      sections: [
        {
          heading: "Five tips for a photo book that tells a story",
          paragraphs: [
            "Choose before you upload: 80 strong pictures beat 300 similar ones. Sort them by date or by place, and give special moments a whole double page.",
            "Short texts – a date, a quote, an in-joke – turn a photo book into a book of memories. And plan a few quiet pages with a single picture: they give the eye a rest.",
          ],
        },
        {
          heading: "Wedding invitations: the right timing",
          paragraphs: [
            "Send save-the-date cards six to eight months before the wedding and the invitations about three months ahead. Allow around a week for printing and delivery, and order a sample first to feel the paper and see the colours.",
          ],
        },
        {
          heading: "Hang wall art like a pro",
          paragraphs: [
            "The centre of a picture belongs at eye level, about 1.50 metres from the floor. Above a sofa, the picture should span about two thirds of its width. For a gallery wall, tape paper templates to the wall first – then every nail goes in right the first time.",
          ],
        },
      ],
    },
  },
  shipping: {
    heading: "Delivery costs and times by country",
    line: "{country}: standard {standard} ({days} working days), express {express} ({expressDays} working days), free delivery from {free}",
  },
  payment: {
    heading: "Payment methods by delivery country",
    line: "{country}: {methods}",
    methods: {
      paypal: "PayPal",
      klarna: "Klarna",
      visa: "Visa",
      mastercard: "Mastercard",
      amex: "American Express",
      invoice: "Invoice",
      eps: "eps bank transfer",
      twint: "TWINT",
      postfinance: "PostFinance",
      bancontact: "Bancontact",
      ideal: "iDEAL",
      cartebancaire: "Carte Bancaire",
      bizum: "Bizum",
      applepay: "Apple Pay",
    },
  },
  productsHeadline: "Our favourite products",
};
