/** Portuguese: the elements' words (keys: the English texts, src/i18n/keys.ts). */
import type { Words } from '../keys.js';

const words: Words = {
  "<< Previous": "<< Anterior",
  "Next >>": "Próxima >>",
  "<< first": "<< primeira",
  "last >>": "última >>",
  "Previous": "Anterior",
  "Next": "Próxima",
  "first": "primeira",
  "last": "última",
  " of ": " de ",
  "Page %page%": "Página %page%",
  "Page %page% of %pages%": "Página %page% de %pages%",
  "%start%–%end% of %count%": "%start%–%end% de %count%",
  "about %count%": "cerca de %count%",
  "Pagination": "Paginação",
  "Pagination, %name%": "Paginação, %name%",
  "%list%: %text%": "%list%: %text%",
  "Page %page% could not be loaded.": "Não foi possível carregar a página %page%.",
  "The page could not be loaded.": "Não foi possível carregar a página.",
  "Retry": "Tentar novamente",
  "Dismiss": "Fechar",
  "Load more": "Carregar mais",
  "%count% more loaded": "Mais %count% carregados",
  "Items per page": "Itens por página",
  "Show": "Mostrar",
  "Page": "Página",
  "Go": "Ir",
  "Enter a page number of 1 or more.": "Digite um número de página igual ou maior que 1.",
  "Enter a page number from 1 to %max%.": "Digite um número de página de 1 a %max%.",
  "That is not a whole page number.": "Isso não é um número de página inteiro.",
  "There is no page %value%.": "Não existe a página %value%.",
  "Jump forward %count% pages": "Avançar %count% páginas",
  "Jump back %count% pages": "Voltar %count% páginas",
};

export default words;
