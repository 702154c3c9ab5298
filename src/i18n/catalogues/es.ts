/** Spanish: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Anterior",
  "Next >>": "Siguiente >>",
  "<< first": "<< primera",
  "last >>": "última >>",
  "Previous": "Anterior",
  "Next": "Siguiente",
  "first": "primera",
  "last": "última",
  " of ": " de ",
  "Page %page%": "Página %page%",
  "Page %page% of %pages%": "Página %page% de %pages%",
  "%start%–%end% of %count%": "%start%–%end% de %count%",
  "about %count%": "unos %count%",
  "Pagination": "Paginación",
  "Pagination, %name%": "Paginación, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "No se pudo cargar la página %page%.",
  "The page could not be loaded.": "No se pudo cargar la página.",
  "Retry": "Reintentar",
  "Dismiss": "Cerrar",
  "Load more": "Cargar más",
  "%count% more loaded": "%count% más cargados",
  "Items per page": "Elementos por página",
  "Show": "Mostrar",
  "Page": "Página",
  "Go": "Ir",
  "Enter a page number of 1 or more.": "Introduzca un número de página de 1 o más.",
  "Enter a page number from 1 to %max%.": "Introduzca un número de página del 1 al %max%.",
  "That is not a whole page number.": "Eso no es un número de página entero.",
  "There is no page %value%.": "No existe la página %value%.",
  "Jump forward %count% pages": "Avanzar %count% páginas",
  "Jump back %count% pages": "Retroceder %count% páginas",
};

export default words;
