// The demo's embedded data set: 1,000 articles and 300 comments, generated
// the same way on every start so that page 7 always shows the same rows.

const ADJECTIVES = ['Quiet', 'Rapid', 'Hidden', 'Modern', 'Gentle', 'Bold', 'Curious', 'Ancient', 'Bright', 'Lazy', 'Clever', 'Distant'];
const NOUNS = ['Rivers', 'Servers', 'Gardens', 'Compilers', 'Harbours', 'Lanterns', 'Algorithms', 'Forests', 'Bridges', 'Pixels', 'Engines', 'Maps'];
const AUTHORS = ['Ada', 'Grace', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Edsger', 'Radia'];
const REMARKS = ['Great read', 'I disagree', 'Well explained', 'Needs sources', 'More please', 'Typo in paragraph 2'];

/** A small deterministic generator (mulberry32), so the data never changes between starts. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20261122;
const next = random(SEED);
const pick = (list) => list[Math.floor(next() * list.length)];

/** One article, its values drawn from `draw` in a fixed order. */
function article(index, draw) {
  const choose = (list) => list[Math.floor(draw() * list.length)];
  const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(draw() * 1000) * 86_400_000);
  return {
    id: index + 1,
    title: `${choose(ADJECTIVES)} ${choose(NOUNS)} ${index + 1}`,
    author: choose(AUTHORS),
    created: day.toISOString().slice(0, 10),
    views: Math.floor(draw() * 10_000),
  };
}

/** @type {Array<{id: number, title: string, author: string, created: string, views: number}>} */
export const articles = Array.from({ length: 1000 }, (_, index) => article(index, next));

/**
 * `count` articles, generated as `articles` is (the first 1,000 are the same
 * rows), in batches of `batch`, for the demo's database.
 */
export function* generateArticles(count, batch = 1000) {
  const draw = random(SEED);
  for (let start = 0; start < count; start += batch) {
    yield Array.from({ length: Math.min(batch, count - start) }, (_, offset) => article(start + offset, draw));
  }
}

/** @type {Array<{id: number, article_id: number, author: string, body: string}>} */
export const comments = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  article_id: 1 + Math.floor(next() * articles.length),
  author: pick(AUTHORS),
  body: `${pick(REMARKS)} (#${index + 1})`,
}));
