/** Spanish information pages (es-ES). */
import type { InfoCopy } from "../info-copy-type.ts";

export const infoEs: InfoCopy = {
  pages: {
    about: {
      slug: "quienes-somos",
      name: "Quiénes somos",
      headline: "Sobre {brand}",
      intro:
        "Imprimimos recuerdos: tarjetas personalizadas, fotolibros, calendarios y cuadros, diseñados por ti y fabricados en nuestra propia imprenta de Berlín.",
      sections: [
        {
          heading: "Cómo empezó todo",
          paragraphs: [
            "{brand} nació en 2014 con una sola invitación de boda que nadie vendía tal y como la pareja la imaginaba. Hoy, más de 120 personas en diseño, impresión, envíos y atención al cliente trabajan para que tus fotos y tus palabras se conviertan en algo que perdura.",
            "Desde el primer boceto hasta el paquete listo, todo queda bajo el mismo techo: nuestro equipo de diseño crea cada plantilla, y la impresión y la encuadernación se hacen en Berlín.",
          ],
        },
        {
          heading: "Lo que nos importa",
          paragraphs: [
            "Revisamos a mano cada pedido antes de enviarlo. Si algo no es como lo imaginabas, lo volvemos a imprimir o te devolvemos el dinero: es nuestra garantía de satisfacción.",
          ],
          bullets: [
            "Imprenta propia en Berlín, con impresión offset y digital",
            "Papeles con certificación FSC y envíos climáticamente neutros",
            "Atención al cliente personal de lunes a viernes, de 8 a 18 h",
          ],
        },
      ],
    },
    jobs: {
      slug: "empleo",
      name: "Empleo",
      headline: "Trabaja en {brand}",
      intro:
        "¿Quieres imprimir recuerdos con nosotros? Buscamos personas a las que les encanten el buen diseño, la tecnología bien hecha y el servicio de verdad.",
      sections: [
        {
          heading: "Ofertas de empleo",
          paragraphs: ["Actualmente buscamos en Berlín (presencial o híbrido):"],
          bullets: [
            "Técnico/a de impresión, jornada completa, por turnos",
            "Agente de atención al cliente en español, media jornada o jornada completa",
            "Desarrollador/a frontend sénior, React y TypeScript",
            "Diseñador/a gráfico/a para plantillas de tarjetas y calendarios",
            "Estudiante en prácticas en logística de envíos, 20 horas semanales",
          ],
        },
        {
          heading: "Lo que ofrecemos",
          paragraphs: [
            "Contrato indefinido, 30 días de vacaciones, horario flexible fuera de producción, ayuda para el transporte público y un presupuesto anual de formación. Y, por supuesto, descuento en todo lo que imprimimos.",
          ],
        },
        {
          heading: "Cómo presentar tu candidatura",
          paragraphs: [
            "Envía tu currículum y unas líneas sobre por qué encajas con nosotros a jobs@{domain}. No hace falta una carta de presentación formal. Respondemos en un plazo de dos semanas; las entrevistas pueden ser en inglés.",
          ],
        },
      ],
    },
    press: {
      slug: "prensa",
      name: "Prensa",
      headline: "Sala de prensa",
      intro: "Datos, información e imágenes para periodistas.",
      sections: [
        {
          heading: "{brand} en cifras",
          paragraphs: [],
          bullets: [
            "Fundada en Berlín en 2014",
            "Más de 120 personas en diseño, impresión, envíos y atención al cliente",
            "Más de 3.000 diseños de tarjetas propios",
            "Envíos a doce países de Europa y a Estados Unidos",
            "Valoración de 4,8 sobre 5 en más de 40.000 opiniones",
          ],
        },
        {
          heading: "Contacto de prensa",
          paragraphs: [
            "Para entrevistas, muestras de producto e imágenes en alta resolución, escribe a press@{domain} o llama al {phone}. Solemos responder el mismo día laborable.",
          ],
        },
        {
          heading: "Logotipos e imágenes",
          paragraphs: [
            "Te facilitamos logotipos, fotos de producto y retratos de la dirección bajo petición. Al publicarlos, cita «{brand}» como fuente.",
          ],
        },
      ],
    },
    sustainability: {
      slug: "sostenibilidad",
      name: "Sostenibilidad",
      headline: "Impresión responsable",
      intro:
        "Lo que imprimimos debe hacer ilusión durante mucho tiempo. Por eso cuidamos el papel, la energía y el embalaje, y decimos con franqueza en qué queremos mejorar.",
      sections: [
        {
          heading: "Papel y materiales",
          paragraphs: [
            "Todos nuestros papeles y cartulinas tienen certificación FSC o están hechos con fibras recicladas. Los lienzos son de algodón, tensados sobre bastidores de madera de bosques europeos.",
          ],
        },
        {
          heading: "Impresión y energía",
          paragraphs: [
            "Desde 2021 nuestra imprenta de Berlín funciona con electricidad verde. Imprimimos con tintas sin aceites minerales y reciclamos todos los recortes de papel.",
          ],
        },
        {
          heading: "Envío y embalaje",
          paragraphs: [
            "Enviamos de forma climáticamente neutra y embalamos sin plástico, con cajas de papel reciclado y cinta de papel. Compensamos las emisiones del transporte con proyectos certificados, aunque para nosotros evitar emisiones importa más que compensarlas.",
          ],
        },
      ],
    },
    shipping: {
      slug: "envios",
      name: "Envíos",
      headline: "Envíos y plazos de entrega",
      intro: "Imprimimos cada pedido especialmente para ti. Aquí ves cuándo llegará y cuánto cuesta el envío.",
      sections: [
        {
          heading: "Producción",
          paragraphs: [
            "Las tarjetas, copias fotográficas y pósteres suelen salir de nuestra imprenta el siguiente día laborable; los fotolibros, calendarios y cuadros, tras dos o tres días laborables. El plazo de entrega cuenta desde el envío, que te confirmamos por correo electrónico con un número de seguimiento.",
          ],
        },
        {
          heading: "Conviene saber",
          paragraphs: [
            "Todos los precios incluyen el IVA. En los envíos a Suiza, Liechtenstein, el Reino Unido y Estados Unidos, los aranceles e impuestos de importación ya están incluidos: no pagas nada más en la entrega. También podemos enviar tu regalo directamente a quien lo recibe.",
          ],
        },
      ],
    },
    payment: {
      slug: "pago",
      name: "Formas de pago",
      headline: "Formas de pago",
      intro: "Paga como te resulte más cómodo, con cifrado seguro y sin comisiones adicionales.",
      sections: [
        {
          heading: "Pago seguro",
          paragraphs: [
            "Tus datos de pago se transmiten cifrados directamente al proveedor de pagos; nunca guardamos números de tarjeta. Las formas de pago disponibles dependen del país de entrega.",
          ],
        },
        {
          heading: "Tarjetas regalo",
          paragraphs: [
            "Las tarjetas regalo se pagan con cualquiera de las formas disponibles en tu país y son válidas para todos nuestros productos.",
          ],
        },
      ],
    },
    business: {
      slug: "empresas",
      name: "Empresas",
      headline: "{brand} para empresas",
      intro:
        "Tarjetas navideñas para tus clientes, cuadros para la oficina o calendarios con vuestro logotipo: imprimimos para empresas de cualquier tamaño.",
      sections: [
        {
          heading: "Qué hacemos por ti",
          paragraphs: [],
          bullets: [
            "Precios por volumen a partir de 100 tarjetas y una persona de contacto fija",
            "Diseños con vuestro logotipo y colores, creados por nuestro equipo si lo deseas",
            "Pago por factura a 30 días con el IVA desglosado",
            "Envío a muchas direcciones: mandamos directamente a tu lista de clientes",
          ],
        },
        {
          heading: "Pide un presupuesto",
          paragraphs: [
            "Escribe a business@{domain} contando qué necesitas, cuántas unidades y para cuándo. Recibirás un presupuesto gratuito y sin compromiso en un día laborable.",
          ],
        },
      ],
    },
    imprint: {
      slug: "aviso-legal",
      name: "Aviso legal",
      headline: "Aviso legal",
      intro: "Datos de la empresa responsable de {brand}.",
      sections: [
        {
          heading: "Titular",
          paragraphs: ["{company}, {street}, {city}, {country}", "{brand} es una marca de {company}."],
        },
        {
          heading: "Contacto",
          paragraphs: ["Teléfono: {phone} (de lunes a viernes, de 8 a 18 h)", "Correo electrónico: {email}"],
        },
        {
          heading: "Dirección y registro",
          paragraphs: [
            "Administradores: Anna Lindqvist, Tobias Hartmann",
            "Registro mercantil: Amtsgericht Charlottenburg (Berlín), HRB 187342 B",
            "NIF-IVA: DE 318 472 905",
          ],
        },
        {
          heading: "Resolución de litigios",
          paragraphs: [
            "No participamos en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo. Si tienes una pregunta o una reclamación, escribe directamente a nuestro servicio de atención al cliente: casi siempre encontramos una solución.",
          ],
        },
      ],
    },
    privacy: {
      slug: "privacidad",
      name: "Privacidad",
      headline: "Política de privacidad",
      intro:
        "Cómo tratamos tus datos: solo recogemos lo que necesitan tu pedido y nuestra tienda, y no vendemos datos.",
      sections: [
        {
          heading: "Responsable del tratamiento",
          paragraphs: [
            "El responsable del tratamiento es {company}, {street}, {city}, {country}. Puedes contactar con nuestra delegada de protección de datos en privacy@{domain}.",
          ],
        },
        {
          heading: "Qué datos tratamos y para qué",
          paragraphs: [],
          bullets: [
            "Pedidos: nombre, direcciones, correo electrónico, forma de pago y tus diseños, para ejecutar el contrato (art. 6.1.b RGPD)",
            "Cuenta de cliente: datos de acceso e historial de pedidos, mientras conserves la cuenta",
            "Newsletter: tu correo electrónico tras confirmarlo (doble opt-in); puedes darte de baja en cualquier momento con el enlace de cada envío",
            "Formulario de contacto: tu mensaje y datos de contacto, para responderte",
          ],
        },
        {
          heading: "Cookies y medición",
          paragraphs: [
            "Las cookies necesarias mantienen tu cesta y tu sesión. Solo usamos estadísticas y pruebas de funciones si lo aceptas en la configuración de cookies, donde puedes cambiar tu elección cuando quieras.",
          ],
        },
        {
          heading: "Cesión y conservación",
          paragraphs: [
            "Solo cedemos datos cuando tu pedido lo requiere: a empresas de transporte y proveedores de pago. Borramos los diseños 24 meses después de tu último pedido y los datos de facturación al terminar los plazos legales de conservación, de hasta diez años.",
          ],
        },
        {
          heading: "Tus derechos",
          paragraphs: [
            "Tienes derecho de acceso, rectificación, supresión, limitación, portabilidad y oposición. Escríbenos a privacy@{domain}. También puedes presentar una reclamación ante una autoridad de control, en España la Agencia Española de Protección de Datos.",
          ],
        },
      ],
    },
    terms: {
      slug: "condiciones",
      name: "Condiciones",
      headline: "Condiciones generales de venta",
      intro:
        "Las condiciones para los pedidos en {brand}, un servicio de {company}. Última actualización: noviembre de 2026.",
      sections: [
        {
          heading: "1. Ámbito y vendedor",
          paragraphs: [
            "Estas condiciones se aplican a todos los pedidos en la tienda online {brand}. El vendedor es {company}, {street}, {city}, {country}.",
          ],
        },
        {
          heading: "2. Celebración del contrato",
          paragraphs: [
            "Al hacer clic en «Comprar y pagar» realizas una oferta vinculante. El contrato se celebra cuando confirmamos tu pedido por correo electrónico.",
          ],
        },
        {
          heading: "3. Precios, envío y pago",
          paragraphs: [
            "Se aplican los precios vigentes en el momento del pedido, IVA incluido, más los gastos de envío indicados en nuestra página de envíos. Las formas de pago dependen del país de entrega.",
          ],
        },
        {
          heading: "4. Derecho de desistimiento",
          paragraphs: [
            "Los productos confeccionados según tus especificaciones – es decir, casi todo lo que vendemos – quedan excluidos del derecho de desistimiento. Para los artículos no personalizados, como los sobres sin imprimir, y para las tarjetas regalo, puedes desistir en un plazo de 14 días sin indicar el motivo.",
          ],
        },
        {
          heading: "5. Garantía legal y garantía de satisfacción",
          paragraphs: [
            "Se aplica la garantía legal. Además, si la calidad no te convence, volvemos a imprimir gratis o te devolvemos el importe dentro de los 30 días siguientes a la recepción. Basta con enviarnos una foto a {email}.",
          ],
        },
        {
          heading: "6. Derechos sobre los contenidos",
          paragraphs: [
            "Declaras tener los derechos necesarios sobre las fotos y textos que subes. No imprimimos contenidos ilícitos.",
          ],
        },
        {
          heading: "7. Disposiciones finales",
          paragraphs: [
            "Se aplica el derecho alemán, con exclusión de la Convención de Viena sobre la compraventa internacional de mercaderías; las normas imperativas de protección de los consumidores de tu país de residencia siguen siendo aplicables.",
          ],
        },
      ],
    },
    magazine: {
      slug: "revista",
      name: "Revista",
      headline: "La revista de {brand}",
      intro: "Ideas, guías prácticas e inspiración para tus fotos, tus tarjetas y tus paredes.",
      sections: [
        {
          heading: "Cinco consejos para un fotolibro que cuente una historia",
          paragraphs: [
            "Elige antes de subir: mejor 80 fotos potentes que 300 parecidas. Ordénalas por fecha o por lugar, y dedica a los momentos especiales una doble página entera.",
            "Textos breves – una fecha, una cita, una broma entre vosotros – convierten un fotolibro en un libro de recuerdos. Y reserva algunas páginas tranquilas con una sola foto: dan descanso a la vista.",
          ],
        },
        {
          heading: "Invitaciones de boda: el calendario ideal",
          paragraphs: [
            "Envía las tarjetas «save the date» entre seis y ocho meses antes de la boda, y las invitaciones unos tres meses antes. Calcula una semana para la impresión y la entrega, y pide antes una muestra para tocar el papel y ver los colores.",
          ],
        },
        {
          heading: "Cuelga tus cuadros como un profesional",
          paragraphs: [
            "El centro del cuadro debe quedar a la altura de los ojos, a unos 1,50 metros del suelo. Sobre un sofá, el cuadro debería ocupar unos dos tercios de su anchura. Para una pared de fotos, pega primero plantillas de papel: así cada clavo irá a la primera a su sitio.",
          ],
        },
      ],
    },
  },
  shipping: {
    heading: "Gastos y plazos de envío por país",
    line: "{country}: estándar {standard} ({days} días laborables), exprés {express} ({expressDays} días laborables), envío gratis desde {free}",
  },
  payment: {
    heading: "Formas de pago por país de entrega",
    line: "{country}: {methods}",
    methods: {
      paypal: "PayPal",
      klarna: "Klarna",
      visa: "Visa",
      mastercard: "Mastercard",
      amex: "American Express",
      invoice: "pago por factura",
      eps: "transferencia eps",
      twint: "TWINT",
      postfinance: "PostFinance",
      bancontact: "Bancontact",
      ideal: "iDEAL",
      cartebancaire: "Carte Bancaire",
      bizum: "Bizum",
      applepay: "Apple Pay",
    },
  },
  productsHeadline: "Nuestros productos favoritos",
};
