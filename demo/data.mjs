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

const next = random(20261122);
const pick = (list) => list[Math.floor(next() * list.length)];

/** @type {Array<{id: number, title: string, author: string, created: string, views: number}>} */
export const articles = Array.from({ length: 1000 }, (_, index) => {
  const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 1000) * 86_400_000);
  return {
    id: index + 1,
    title: `${pick(ADJECTIVES)} ${pick(NOUNS)} ${index + 1}`,
    author: pick(AUTHORS),
    created: day.toISOString().slice(0, 10),
    views: Math.floor(next() * 10_000),
  };
});

/** @type {Array<{id: number, article_id: number, author: string, body: string}>} */
export const comments = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  article_id: 1 + Math.floor(next() * articles.length),
  author: pick(AUTHORS),
  body: `${pick(REMARKS)} (#${index + 1})`,
}));
