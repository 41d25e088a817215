/**
 * Alt texts of the shop's drawn product pictures (scripts/draw-products.mjs), in the six content
 * languages: each says what the picture shows, never the caption or tile title beside it (issue 10).
 * Order: de, en, fr, es, it, nl.
 */
type Six = [de: string, en: string, fr: string, es: string, it: string, nl: string];

const LANGS = ["de", "en", "fr", "es", "it", "nl"] as const;

/** A folded card standing on a wooden table, with the motif named per language. */
const card = (m: Six): Six => [
  `Aufgestellte Klappkarte mit ${m[0]} auf einem Holztisch`,
  `Folded card with ${m[1]} standing on a wooden table`,
  `Carte pliée avec ${m[2]}, posée sur une table en bois`,
  `Tarjeta plegada con ${m[3]} sobre una mesa de madera`,
  `Biglietto pieghevole con ${m[4]} su un tavolo di legno`,
  `Gevouwen kaart met ${m[5]} op een houten tafel`,
];

const book = (m: Six): Six => [
  `Aufgeschlagenes Fotobuch mit ${m[0]} auf einem Holztisch, daneben eine Tasse Kaffee`,
  `Open photo book with ${m[1]} on a wooden table next to a cup of coffee`,
  `Livre photo ouvert avec ${m[2]} sur une table en bois, à côté d'une tasse de café`,
  `Fotolibro abierto con ${m[3]} sobre una mesa de madera junto a una taza de café`,
  `Fotolibro aperto con ${m[4]} su un tavolo di legno accanto a una tazza di caffè`,
  `Opengeslagen fotoboek met ${m[5]} op een houten tafel naast een kop koffie`,
];

const collage = (m: Six): Six => [
  `Collage-Poster über einem Sofa: ${m[0]}`,
  `Collage poster above a sofa: ${m[1]}`,
  `Poster collage au-dessus d'un canapé : ${m[2]}`,
  `Póster collage sobre un sofá: ${m[3]}`,
  `Poster collage sopra un divano: ${m[4]}`,
  `Collageposter boven een bank: ${m[5]}`,
];

const frame = (m: Six): Six => [
  `Nahaufnahme eines Bilderrahmens in ${m[0]} mit weißem Passepartout um ein Bergfoto`,
  `Close-up of a ${m[1]} picture frame with a white mount around a mountain photo`,
  `Gros plan d'un cadre ${m[2]} avec passe-partout blanc autour d'une photo de montagne`,
  `Primer plano de un marco ${m[3]} con paspartú blanco alrededor de una foto de montaña`,
  `Primo piano di una cornice ${m[4]} con passe-partout bianco attorno a una foto di montagna`,
  `Close-up van een ${m[5]} fotolijst met wit passe-partout rond een bergfoto`,
];

export const PICTURE_ALTS: Record<string, Six> = {
  home: [
    "Wohnzimmerwand mit Fotokalender, gerahmtem Seebild und Fotodruck, davor eine Kommode mit Fotobuch und Grußkarte",
    "Living-room wall with a photo calendar, a framed lake picture and a photo print above a sideboard with a photo book and a greeting card",
    "Mur de salon avec calendrier photo, photo de lac encadrée et tirage, au-dessus d'une commode avec livre photo et carte",
    "Pared de salón con calendario de fotos, cuadro enmarcado de un lago y una copia, sobre un aparador con fotolibro y tarjeta",
    "Parete di soggiorno con calendario fotografico, foto di lago incorniciata e stampa sopra una credenza con fotolibro e biglietto",
    "Woonkamermuur met fotokalender, ingelijste meerfoto en fotoprint boven een dressoir met fotoboek en wenskaart",
  ],
  "home-wallart": [
    "Große Leinwand mit Sonnenuntergang über einer dunklen Kommode, links ein schwarz gerahmtes Waldbild, rechts ein weiß gerahmtes Seebild",
    "Large sunset canvas above a dark sideboard, a black-framed forest print on the left and a white-framed lake print on the right",
    "Grande toile de coucher de soleil au-dessus d'une commode sombre, entre une forêt en cadre noir et un lac en cadre blanc",
    "Gran lienzo de un atardecer sobre un aparador oscuro, entre un bosque con marco negro y un lago con marco blanco",
    "Grande tela con tramonto sopra una credenza scura, tra un bosco in cornice nera e un lago in cornice bianca",
    "Groot canvas met zonsondergang boven een donker dressoir, tussen een bos in zwarte lijst en een meer in witte lijst",
  ],
  wallart: [
    "Bilderwand über einem Sofa: Leinwand mit Bergen, schwarz gerahmte Stadtansicht und Acrylglas mit Sonnenuntergang",
    "Gallery wall above a sofa: a canvas of mountains, a black-framed city view and an acrylic glass sunset",
    "Mur de cadres au-dessus d'un canapé : toile de montagnes, ville dans un cadre noir et coucher de soleil sur verre acrylique",
    "Pared de cuadros sobre un sofá: lienzo de montañas, ciudad con marco negro y atardecer en metacrilato",
    "Parete di quadri sopra un divano: tela con montagne, città in cornice nera e tramonto su vetro acrilico",
    "Fotowand boven een bank: canvas met bergen, stadsgezicht in zwarte lijst en zonsondergang op acrylglas",
  ],
  calendar: [
    "Wandkalender mit Bergfoto und Monatsraster an einer hellen Wand, daneben eine Zimmerpflanze",
    "Wall calendar with a mountain photo and month grid on a light wall, a house plant beside it",
    "Calendrier mural avec photo de montagne et grille du mois sur un mur clair, à côté d'une plante",
    "Calendario de pared con foto de montaña y cuadrícula del mes en una pared clara, junto a una planta",
    "Calendario da parete con foto di montagna e griglia del mese su una parete chiara, accanto a una pianta",
    "Wandkalender met bergfoto en maandrooster aan een lichte muur, met een kamerplant ernaast",
  ],
  "calendar-wandkalender": [
    "Wandkalender mit Seefoto und Monatsraster an einer Spiralbindung",
    "Wall calendar with a lake photo and month grid on a spiral binding",
    "Calendrier mural à spirale avec photo de lac et grille du mois",
    "Calendario de pared con espiral, foto de un lago y cuadrícula del mes",
    "Calendario da parete a spirale con foto di lago e griglia del mese",
    "Wandkalender met spiraalbinding, meerfoto en maandrooster",
  ],
  "calendar-tischkalender": [
    "Tischkalender mit Strandfoto auf einem Schreibtisch neben einem Stiftebecher",
    "Desk calendar with a beach photo on a desk next to a pen pot",
    "Calendrier de bureau avec photo de plage à côté d'un pot à crayons",
    "Calendario de sobremesa con foto de playa junto a un lapicero",
    "Calendario da tavolo con foto di spiaggia accanto a un portapenne",
    "Bureaukalender met strandfoto naast een pennenbakje",
  ],
  "calendar-familienplaner": [
    "Familienplaner mit Familienfoto und farbigen Spalten für jedes Familienmitglied",
    "Family planner with a family photo and a coloured column for each family member",
    "Agenda familial avec photo de famille et une colonne de couleur par personne",
    "Planificador familiar con foto de familia y una columna de color por persona",
    "Planner familiare con foto di famiglia e una colonna colorata per ogni persona",
    "Familieplanner met familiefoto en een gekleurde kolom per gezinslid",
  ],
  "calendar-kuechenkalender": [
    "Küchenkalender mit Blumenfoto an gefliester Küchenwand über der Arbeitsplatte",
    "Kitchen calendar with a flower photo on a tiled kitchen wall above the worktop",
    "Calendrier de cuisine avec photo de fleurs sur un mur carrelé au-dessus du plan de travail",
    "Calendario de cocina con foto de flores en una pared de azulejos sobre la encimera",
    "Calendario da cucina con foto di fiori su una parete piastrellata sopra il piano di lavoro",
    "Keukenkalender met bloemenfoto aan een betegelde keukenmuur boven het aanrecht",
  ],
  "calendar-terminkalender": [
    "Schmaler Terminkalender mit Stadtfoto und Monatsraster an einer hellgrauen Wand",
    "Slim planner calendar with a city photo and month grid on a light grey wall",
    "Calendrier de rendez-vous étroit avec photo de ville et grille du mois sur un mur gris clair",
    "Calendario de citas estrecho con foto de ciudad y cuadrícula del mes en una pared gris claro",
    "Calendario appuntamenti stretto con foto di città e griglia del mese su una parete grigio chiaro",
    "Smalle afsprakenkalender met stadsfoto en maandrooster aan een lichtgrijze muur",
  ],
  card: card(["einem Familienfoto und rosa Schriftzeile", "a family photo and a pink line of text", "une photo de famille et une ligne de texte rose", "una foto de familia y una línea de texto rosa", "una foto di famiglia e una riga di testo rosa", "een familiefoto en een roze tekstregel"]),
  "occasion-hochzeit": card(["zwei ineinandergreifenden Ringen in Gold auf Creme", "two interlocking gold rings on cream", "deux alliances entrelacées dorées sur fond crème", "dos anillos dorados entrelazados sobre crema", "due anelli d'oro intrecciati su crema", "twee in elkaar grijpende gouden ringen op crème"]),
  "occasion-geburt": card(["Mondsichel und Sternen auf Mintgrün", "a crescent moon and stars on mint green", "un croissant de lune et des étoiles sur fond vert menthe", "una luna creciente y estrellas sobre verde menta", "una falce di luna e stelle su verde menta", "een maansikkel en sterren op mintgroen"]),
  "occasion-geburtstag": card(["bunten Luftballons und Konfetti auf Rosa", "colourful balloons and confetti on pink", "des ballons colorés et des confettis sur fond rose", "globos de colores y confeti sobre rosa", "palloncini colorati e coriandoli su rosa", "kleurige ballonnen en confetti op roze"]),
  "occasion-taufe": card(["einem blauen Wassertropfen im gepunkteten Kreis", "a blue water drop in a dotted circle", "une goutte d'eau bleue dans un cercle pointillé", "una gota de agua azul en un círculo punteado", "una goccia d'acqua blu in un cerchio punteggiato", "een blauwe waterdruppel in een gestippelde cirkel"]),
  "occasion-weihnachten": card(["einem geschmückten Tannenbaum auf Dunkelgrün", "a decorated fir tree on dark green", "un sapin décoré sur fond vert foncé", "un abeto decorado sobre verde oscuro", "un abete addobbato su verde scuro", "een versierde kerstboom op donkergroen"]),
  "occasion-trauer": card(["einem schlichten Blätterzweig auf Salbeigrau", "a simple leafy branch on sage grey", "un simple rameau de feuilles sur fond gris sauge", "una sencilla rama con hojas sobre gris salvia", "un semplice ramo di foglie su grigio salvia", "een eenvoudige bladtak op saliegrijs"]),
  "occasion-konfirmation": card(["einer brennenden Kerze auf Creme", "a lit candle on cream", "une bougie allumée sur fond crème", "una vela encendida sobre crema", "una candela accesa su crema", "een brandende kaars op crème"]),
  "occasion-einschulung": card(["einer rot-weiß gestreiften Schultüte auf Hellgelb", "a red-and-white striped school cone on pale yellow", "un cornet de rentrée rayé rouge et blanc sur fond jaune pâle", "un cono escolar a rayas rojas y blancas sobre amarillo claro", "un cono scolastico a righe rosse e bianche su giallo chiaro", "een rood-wit gestreepte schooltoeter op lichtgeel"]),
  christmas: card(["weißen Schneeflocken auf Weihnachtsrot", "white snowflakes on Christmas red", "des flocons blancs sur fond rouge de Noël", "copos de nieve blancos sobre rojo navideño", "fiocchi di neve bianchi su rosso natalizio", "witte sneeuwvlokken op kerstrood"]),
  "christmas-1": card(["weißen Schneeflocken auf Weihnachtsrot", "white snowflakes on Christmas red", "des flocons blancs sur fond rouge de Noël", "copos de nieve blancos sobre rojo navideño", "fiocchi di neve bianchi su rosso natalizio", "witte sneeuwvlokken op kerstrood"]),
  "christmas-2": card(["einer roten Christbaumkugel auf Creme", "a red Christmas bauble on cream", "une boule de Noël rouge sur fond crème", "una bola de Navidad roja sobre crema", "una pallina di Natale rossa su crema", "een rode kerstbal op crème"]),
  "christmas-3": card(["einem goldenen Schlitten mit Geschenken auf Nachtblau", "a golden sleigh with presents on midnight blue", "un traîneau doré chargé de cadeaux sur fond bleu nuit", "un trineo dorado con regalos sobre azul noche", "una slitta dorata con regali su blu notte", "een gouden slee met cadeaus op nachtblauw"]),
  "christmas-4": card(["roten Herzen auf Zartrosa", "red hearts on soft pink", "des cœurs rouges sur fond rose pâle", "corazones rojos sobre rosa suave", "cuori rossi su rosa tenue", "rode harten op zachtroze"]),
  photobook: book(["Strand-, Berg- und Sonnenuntergangsfotos und dunkelblauem Einband", "beach, mountain and sunset photos and a navy cover", "des photos de plage, de montagne et de coucher de soleil et une couverture bleu marine", "fotos de playa, montaña y atardecer y tapa azul marino", "foto di spiaggia, montagna e tramonto e copertina blu notte", "strand-, berg- en zonsondergangfoto's en een donkerblauwe kaft"]),
  "photobook-wedding": book(["Blumen, dem Brautpaar und einem Sonnenuntergang, cremefarbener Einband", "flowers, the couple and a sunset, cream cover", "des fleurs, les mariés et un coucher de soleil, couverture crème", "flores, la pareja y un atardecer, tapa crema", "fiori, gli sposi e un tramonto, copertina crema", "bloemen, het bruidspaar en een zonsondergang, crèmekleurige kaft"]),
  "photobook-baby": book(["Familien-, Wiesen- und Blumenfotos, hellblauer Einband", "family, meadow and flower photos, light blue cover", "des photos de famille, de prairie et de fleurs, couverture bleu clair", "fotos de familia, prado y flores, tapa azul claro", "foto di famiglia, prato e fiori, copertina azzurra", "familie-, weide- en bloemenfoto's, lichtblauwe kaft"]),
  "photobook-travel": book(["Strand, Stadt und Bergen, dunkelblauer Einband", "a beach, a city and mountains, navy cover", "une plage, une ville et des montagnes, couverture bleu marine", "playa, ciudad y montañas, tapa azul marino", "spiaggia, città e montagne, copertina blu notte", "strand, stad en bergen, donkerblauwe kaft"]),
  "photobook-family": book(["einem Familienfoto, Wald und See, salbeigrüner Einband", "a family photo, a forest and a lake, sage green cover", "une photo de famille, une forêt et un lac, couverture vert sauge", "una foto de familia, un bosque y un lago, tapa verde salvia", "una foto di famiglia, un bosco e un lago, copertina verde salvia", "een familiefoto, een bos en een meer, saliegroene kaft"]),
  "photobook-birthday": book(["Blumen, Gästen und einem Sonnenuntergang, pinkfarbener Einband", "flowers, guests and a sunset, pink cover", "des fleurs, des invités et un coucher de soleil, couverture rose", "flores, invitados y un atardecer, tapa rosa", "fiori, ospiti e un tramonto, copertina rosa", "bloemen, gasten en een zonsondergang, roze kaft"]),
  collage: collage(["sechs Fotos in einem Raster aus großen und kleinen Feldern", "six photos in a grid of large and small panels", "six photos dans une grille de grandes et petites cases", "seis fotos en una cuadrícula de paneles grandes y pequeños", "sei foto in una griglia di riquadri grandi e piccoli", "zes foto's in een raster van grote en kleine vakken"]),
  "collage-heart": collage(["neun Fotos in Herzform", "nine photos in the shape of a heart", "neuf photos en forme de cœur", "nueve fotos en forma de corazón", "nove foto a forma di cuore", "negen foto's in de vorm van een hart"]),
  "collage-grid": collage(["sechs Fotos in einem Raster aus großen und kleinen Feldern", "six photos in a grid of large and small panels", "six photos dans une grille de grandes et petites cases", "seis fotos en una cuadrícula de paneles grandes y pequeños", "sei foto in una griglia di riquadri grandi e piccoli", "zes foto's in een raster van grote en kleine vakken"]),
  "collage-letters": collage(["Fotos in den Buchstaben L, O, V und E", "photos inside the letters L, O, V and E", "des photos dans les lettres L, O, V et E", "fotos dentro de las letras L, O, V y E", "foto dentro le lettere L, O, V ed E", "foto's in de letters L, O, V en E"]),
  canvas: [
    "Leinwand mit Bergsee über einem grünen Sofa, die bedruckte Kante seitlich sichtbar",
    "Canvas print of a mountain lake above a green sofa, its printed edge visible at the side",
    "Toile d'un lac de montagne au-dessus d'un canapé vert, bord imprimé visible sur le côté",
    "Lienzo de un lago de montaña sobre un sofá verde, con el borde impreso visible de lado",
    "Tela con lago di montagna sopra un divano verde, bordo stampato visibile di lato",
    "Canvas met bergmeer boven een groene bank, de bedrukte rand zichtbaar aan de zijkant",
  ],
  poster: [
    "Poster mit Waldmotiv in Holzleisten an einer Schnur über einer weißen Kommode",
    "Forest poster in wooden hanger rails on a cord above a white sideboard",
    "Poster forêt dans des baguettes en bois suspendu à un cordon au-dessus d'une commode blanche",
    "Póster de bosque con listones de madera colgado de un cordón sobre un aparador blanco",
    "Poster con bosco in listelli di legno appeso a un cordino sopra una credenza bianca",
    "Bosposter in houten ophanglatten aan een koord boven een wit dressoir",
  ],
  acrylic: [
    "Sonnenuntergang hinter glänzendem Acrylglas mit silbernen Abstandshaltern über einer dunklen Kommode",
    "Sunset behind glossy acrylic glass with silver stand-offs above a dark sideboard",
    "Coucher de soleil sous verre acrylique brillant avec entretoises argentées au-dessus d'une commode sombre",
    "Atardecer tras metacrilato brillante con separadores plateados sobre un aparador oscuro",
    "Tramonto dietro vetro acrilico lucido con distanziali argentati sopra una credenza scura",
    "Zonsondergang achter glanzend acrylglas met zilveren afstandhouders boven een donker dressoir",
  ],
  frame: [
    "Wiesenfoto im Eichenrahmen mit Passepartout über einer weißen Kommode",
    "Meadow photo in an oak frame with a mount above a white sideboard",
    "Photo de prairie dans un cadre en chêne avec passe-partout au-dessus d'une commode blanche",
    "Foto de un prado en marco de roble con paspartú sobre un aparador blanco",
    "Foto di un prato in cornice di rovere con passe-partout sopra una credenza bianca",
    "Weidefoto in eikenhouten lijst met passe-partout boven een wit dressoir",
  ],
  "frame-oak": frame(["Eiche", "oak", "en chêne", "de roble", "in rovere", "eikenhouten"]),
  "frame-black": frame(["Schwarz", "black", "noir", "negro", "nera", "zwarte"]),
  "frame-white": frame(["Weiß", "white", "blanc", "blanco", "bianca", "witte"]),
  "frame-type-holzrahmen": [
    "Wiesenfoto im Holzrahmen aus Eiche mit breitem Passepartout an der Wand",
    "Meadow photo in a solid oak frame with a wide mount on the wall",
    "Photo de prairie dans un cadre en chêne massif avec large passe-partout au mur",
    "Foto de un prado en marco de roble macizo con paspartú ancho en la pared",
    "Foto di un prato in cornice di rovere massello con ampio passe-partout alla parete",
    "Weidefoto in massief eikenhouten lijst met breed passe-partout aan de muur",
  ],
  "frame-type-alurahmen": [
    "Stadtansicht im schmalen gebürsteten Aluminiumrahmen mit Passepartout an der Wand",
    "City view in a slim brushed aluminium frame with a mount on the wall",
    "Vue de ville dans un fin cadre en aluminium brossé avec passe-partout au mur",
    "Vista de ciudad en un marco fino de aluminio cepillado con paspartú en la pared",
    "Veduta di città in una sottile cornice di alluminio spazzolato con passe-partout alla parete",
    "Stadsgezicht in een smalle geborstelde aluminium lijst met passe-partout aan de muur",
  ],
  "frame-type-schattenfuge-leinwand": [
    "Leinwand mit Bergsee, die mit sichtbarem Spalt in einem schwarzen Schattenfugenrahmen schwebt",
    "Canvas of a mountain lake floating in a black shadow-gap frame with a visible gap",
    "Toile d'un lac de montagne flottant dans un cadre américain noir, avec un espace visible",
    "Lienzo de un lago de montaña flotando en un marco negro con junta de sombra visible",
    "Tela con lago di montagna sospesa in una cornice nera a giorno con fuga visibile",
    "Canvas met bergmeer zwevend in een zwarte baklijst met zichtbare schaduwnaad",
  ],
  prints: [
    "Fünf Fotoabzüge mit weißem Rand, aufgefächert auf einem Holztisch",
    "Five photo prints with white borders fanned out on a wooden table",
    "Cinq tirages photo à bord blanc disposés en éventail sur une table en bois",
    "Cinco copias de fotos con borde blanco en abanico sobre una mesa de madera",
    "Cinque stampe fotografiche con bordo bianco a ventaglio su un tavolo di legno",
    "Vijf fotoafdrukken met witte rand uitgewaaierd op een houten tafel",
  ],
  photobox: [
    "Offene Fotobox aus Karton mit einem Stapel Abzüge, davor einzelne Fotos auf dem Tisch",
    "Open cardboard photo box holding a stack of prints, loose photos on the table in front",
    "Boîte photo en carton ouverte avec une pile de tirages, des photos éparses devant",
    "Caja de fotos de cartón abierta con una pila de copias y fotos sueltas delante",
    "Scatola portafoto di cartone aperta con una pila di stampe e foto sparse davanti",
    "Open kartonnen fotobox met een stapel afdrukken, losse foto's ervoor op tafel",
  ],
  envelope: [
    "Briefumschlag mit pinkem Futter, aus dem eine Karte mit Blumenfoto ragt",
    "Envelope with a pink liner, a card with a flower photo sliding out",
    "Enveloppe doublée de rose d'où dépasse une carte avec photo de fleurs",
    "Sobre con forro rosa del que asoma una tarjeta con foto de flores",
    "Busta con fodera rosa da cui esce un biglietto con foto di fiori",
    "Envelop met roze voering waaruit een kaart met bloemenfoto steekt",
  ],
  "accessory-envelope": [
    "Briefumschlag mit blauem Futter, aus dem eine Karte mit Blumenfoto ragt",
    "Envelope with a blue liner, a card with a flower photo sliding out",
    "Enveloppe doublée de bleu d'où dépasse une carte avec photo de fleurs",
    "Sobre con forro azul del que asoma una tarjeta con foto de flores",
    "Busta con fodera blu da cui esce un biglietto con foto di fiori",
    "Envelop met blauwe voering waaruit een kaart met bloemenfoto steekt",
  ],
  "accessory-ribbon": [
    "Weiße Karte mit pinkem Satinband und Schleife",
    "White card tied with a pink satin ribbon and bow",
    "Carte blanche nouée d'un ruban de satin rose avec un nœud",
    "Tarjeta blanca atada con una cinta de satén rosa y un lazo",
    "Biglietto bianco legato con un nastro di raso rosa e un fiocco",
    "Witte kaart met een roze satijnen lint en strik",
  ],
  "accessory-inlay": [
    "Aufgeklappte Karte mit Blumenfoto und einem Einlegeblatt aus Transparentpapier",
    "Open card with a flower photo and a translucent paper insert",
    "Carte ouverte avec photo de fleurs et feuillet en papier calque",
    "Tarjeta abierta con foto de flores y una hoja de papel vegetal",
    "Biglietto aperto con foto di fiori e un foglio di carta da lucido",
    "Opengeklapte kaart met bloemenfoto en een inlegvel van transparant papier",
  ],
  voucher: [
    "Pinke Geschenkkarte mit goldenem Band und Schleife auf einem Tisch",
    "Pink gift card with a golden ribbon and bow on a table",
    "Carte cadeau rose avec ruban et nœud dorés sur une table",
    "Tarjeta regalo rosa con cinta y lazo dorados sobre una mesa",
    "Carta regalo rosa con nastro e fiocco dorati su un tavolo",
    "Roze cadeaukaart met gouden lint en strik op een tafel",
  ],
  service: [
    "Lächelnde Kundenberaterin mit Headset vor hellblauem Hintergrund",
    "Smiling customer adviser wearing a headset in front of a light blue background",
    "Conseillère clientèle souriante avec casque sur fond bleu clair",
    "Asesora de atención al cliente sonriente con auriculares sobre fondo azul claro",
    "Consulente clienti sorridente con cuffie su sfondo azzurro",
    "Lachende klantenadviseur met headset voor een lichtblauwe achtergrond",
  ],
  "customer-1": [
    "Kundenfoto: Küchenkalender mit Blumenfoto an gefliester Wand über der Arbeitsplatte",
    "Customer photo: kitchen calendar with a flower photo on a tiled wall above the worktop",
    "Photo de client : calendrier de cuisine avec photo de fleurs sur un mur carrelé",
    "Foto de cliente: calendario de cocina con foto de flores en una pared de azulejos",
    "Foto di un cliente: calendario da cucina con foto di fiori su una parete piastrellata",
    "Klantfoto: keukenkalender met bloemenfoto aan een betegelde muur",
  ],
  "customer-2": [
    "Kundenfoto: Hochzeitskarte und Fotokarte auf einem Tisch neben einer Vase mit Blumen",
    "Customer photo: a wedding card and a photo card on a table beside a vase of flowers",
    "Photo de client : carte de mariage et carte photo sur une table à côté d'un vase de fleurs",
    "Foto de cliente: tarjeta de boda y tarjeta con foto sobre una mesa junto a un jarrón con flores",
    "Foto di un cliente: biglietto di nozze e biglietto con foto su un tavolo accanto a un vaso di fiori",
    "Klantfoto: trouwkaart en fotokaart op tafel naast een vaas met bloemen",
  ],
  "customer-3": [
    "Kundenfoto: Strand-Leinwand über einem Bett mit lila Tagesdecke",
    "Customer photo: a beach canvas above a bed with a purple bedspread",
    "Photo de client : toile de plage au-dessus d'un lit au couvre-lit violet",
    "Foto de cliente: lienzo de playa sobre una cama con colcha morada",
    "Foto di un cliente: tela con spiaggia sopra un letto con copriletto viola",
    "Klantfoto: strandcanvas boven een bed met paarse sprei",
  ],
};

/** The alt text of a drawn picture in a language (`de`, `en`…); English where a language is missing. */
export function pictureAlt(name: string, lang: string): string | undefined {
  const texts = PICTURE_ALTS[name];
  if (!texts) return undefined;
  const index = LANGS.indexOf(lang as (typeof LANGS)[number]);
  return texts[index === -1 ? 1 : index];
}
