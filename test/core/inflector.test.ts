import { expect } from 'chai';
import {
  camelize, classify, humanize, pluralize, singularize, tableize, underscore, variable,
} from '../../src/shared/inflector.js';

/** One `it` per `[input, expected]` pair, so a failure names the word. */
function cases(fn: (word: string) => string, list: Array<[input: string, expected: string]>): void {
  for (const [input, expected] of list) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(fn(input)).to.equal(expected);
    });
  }
}

// Singular/plural pairs that must convert both ways.
const REGULAR: Array<[string, string]> = [
  ['comment', 'comments'],
  ['article', 'articles'],
  ['box', 'boxes'],
  ['church', 'churches'],
  ['class', 'classes'],
  ['dish', 'dishes'],
  ['city', 'cities'],
  ['category', 'categories'],
  ['query', 'queries'],
  ['day', 'days'],
  ['key', 'keys'],
  ['quiz', 'quizzes'],
  ['matrix', 'matrices'],
  ['vertex', 'vertices'],
  ['index', 'indices'],
  ['knife', 'knives'],
  ['wife', 'wives'],
  ['life', 'lives'],
  ['wolf', 'wolves'],
  ['half', 'halves'],
  ['shelf', 'shelves'],
  ['thief', 'thieves'],
  ['roof', 'roofs'],
  ['chief', 'chiefs'],
  ['safe', 'safes'],
  ['analysis', 'analyses'],
  ['crisis', 'crises'],
  ['axis', 'axes'],
  ['medium', 'media'],
  ['tomato', 'tomatoes'],
  ['hero', 'heroes'],
  ['photo', 'photos'],
  ['cactus', 'cacti'],
  ['status', 'statuses'],
  ['bus', 'buses'],
  ['virus', 'viruses'],
  ['alias', 'aliases'],
  ['house', 'houses'],
  ['hive', 'hives'],
  ['archive', 'archives'],
  ['bureau', 'bureaus'],
];

const IRREGULAR: Array<[string, string]> = [
  ['person', 'people'],
  ['man', 'men'],
  ['woman', 'women'],
  ['child', 'children'],
  ['mouse', 'mice'],
  ['ox', 'oxen'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['goose', 'geese'],
  ['atlas', 'atlases'],
  ['cookie', 'cookies'],
  ['movie', 'movies'],
  ['leaf', 'leaves'],
];

const UNINFLECTED = [
  'equipment', 'information', 'rice', 'money', 'species', 'series', 'fish', 'sheep', 'news', 'data', 'deer', 'Chinese',
];

describe('pluralize', () => {
  describe('regular rules', () => cases(pluralize, REGULAR));
  describe('irregular words', () => cases(pluralize, IRREGULAR));
  describe('uninflected words', () => cases(pluralize, UNINFLECTED.map((word) => [word, word])));

  describe('a word already plural stays plural', () => cases(pluralize, [
    ['people', 'people'],
    ['children', 'children'],
    ['mice', 'mice'],
    ['comments', 'comments'],
  ]));

  describe('keeps the first letter’s case', () => cases(pluralize, [
    ['Person', 'People'],
    ['Child', 'Children'],
    ['Comment', 'Comments'],
    ['Category', 'Categories'],
    ['News', 'News'],
  ]));

  describe('changes only the last word of a compound', () => cases(pluralize, [
    ['ArticleComment', 'ArticleComments'],
    ['article_comment', 'article_comments'],
    ['BlogPerson', 'BlogPeople'],
    ['blog_person', 'blog_people'],
    ['UserCategory', 'UserCategories'],
    ['news_item', 'news_items'],
    ['ArticleNews', 'ArticleNews'],
    ['UserID', 'UserIDs'],
    ['HTMLParser', 'HTMLParsers'],
    ['blog entry', 'blog entries'],
  ]));

  describe('leaves an empty last word alone', () => cases(pluralize, [
    ['', ''],
    ['article_', 'article_'],
  ]));
});

describe('singularize', () => {
  describe('regular rules', () => cases(singularize, REGULAR.map(([one, many]) => [many, one])));
  describe('irregular words', () => cases(singularize, IRREGULAR.map(([one, many]) => [many, one])));
  describe('uninflected words', () => cases(singularize, UNINFLECTED.map((word) => [word, word])));

  describe('a word already singular stays singular', () => cases(singularize, [
    ['person', 'person'],
    ['child', 'child'],
    ['status', 'status'],
    ['class', 'class'],
    ['comment', 'comment'],
  ]));

  describe('does not take -ves words for -f/-fe words', () => cases(singularize, [
    ['caves', 'cave'],
    ['waves', 'wave'],
    ['valves', 'valve'],
    ['curves', 'curve'],
    ['olives', 'olive'],
    ['drives', 'drive'],
    ['moves', 'move'],
  ]));

  describe('keeps the first letter’s case', () => cases(singularize, [
    ['People', 'Person'],
    ['Children', 'Child'],
    ['Comments', 'Comment'],
    ['Categories', 'Category'],
  ]));

  describe('changes only the last word of a compound', () => cases(singularize, [
    ['ArticleComments', 'ArticleComment'],
    ['article_comments', 'article_comment'],
    ['BlogPeople', 'BlogPerson'],
    ['user_categories', 'user_category'],
    ['news_items', 'news_item'],
    ['UserIDs', 'UserID'],
    ['blog entries', 'blog entry'],
  ]));

  describe('leaves an empty last word alone', () => cases(singularize, [['', '']]));
});

describe('variable', () => cases(variable, [
  ['page_title', 'pageTitle'],
  ['PageTitle', 'pageTitle'],
  ['title', 'title'],
  ['article_comment_id', 'articleCommentId'],
  ['', ''],
]));

describe('tableize', () => cases(tableize, [
  ['ArticleComment', 'article_comments'],
  ['Article', 'articles'],
  ['Person', 'people'],
  ['Category', 'categories'],
  ['UserGroupMember', 'user_group_members'],
  ['News', 'news'],
]));

describe('classify', () => cases(classify, [
  ['article_comments', 'ArticleComment'],
  ['articles', 'Article'],
  ['people', 'Person'],
  ['categories', 'Category'],
  ['user_group_members', 'UserGroupMember'],
  ['news', 'News'],
]));

// php.test.ts covers the plain cases of these three; these are the ones it leaves out.
describe('humanize, camelize and underscore (further cases)', () => {
  it('humanize keeps the rest of each word and capitalises after every underscore', () => {
    expect(humanize('article_commentCount')).to.equal('Article CommentCount');
    expect(humanize('a__b')).to.equal('A  B');
    expect(humanize('Already Human')).to.equal('Already Human');
  });

  it('camelize leaves a CamelCase word as it is', () => {
    expect(camelize('ArticleComment')).to.equal('ArticleComment');
    expect(camelize('')).to.equal('');
  });

  it('underscore turns spaces and hyphens into underscores and splits after digits', () => {
    expect(underscore('article comment')).to.equal('article_comment');
    expect(underscore('article-comment')).to.equal('article_comment');
    expect(underscore('Article2Comment')).to.equal('article2_comment');
    expect(underscore('article_comment')).to.equal('article_comment');
    expect(underscore('')).to.equal('');
  });

  it('underscore and camelize are inverse on class names', () => {
    for (const name of ['ArticleComment', 'UserGroupMember', 'Post']) {
      expect(camelize(underscore(name))).to.equal(name);
    }
  });
});
