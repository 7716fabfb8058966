import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Tables each server module may import (src/server/db/schema/<file>). A module owns its own; the listing
 * modules also read the like and featured tables in their list queries (the `liked` and `featured` flags
 * are joins there, index-aware; docs/contracts.md). Everything else goes through the owner's service.
 */
const moduleTables = {
  // A band's carnival (its name on the card, the comparison's heading) is a join in the band's shape (decision 0052).
  bands: ['bands', 'likes', 'home', 'carnivals'],
  // "Events I'm Attending" and a Fete Nation profile's events list events in the list shape: a join on the
  // attendance table, like likes (attendance is written by the attendance module).
  events: ['events', 'likes', 'home', 'attendance'],
  faces: ['faces', 'likes', 'home'],
  home: ['home'],
  likes: ['likes'],
  // Registrations are listed and searched with their submitter's name (a join on the users table).
  marqet: ['marqet', 'home', 'auth'],
  // The directory hides members who blocked the viewer or whom the viewer blocked: a join on chat_blocks.
  members: ['auth', 'audit', 'chat', 'members'],
  restaurants: ['restaurants', 'likes', 'home'],
  uploads: ['uploads'],
  // The managers' list joins each card's form (Create Form or Edit Form); deleting a card deletes its form.
  packages: ['packages', 'forms'],
  // Submissions are listed and searched with their member's name (a join on the users table).
  forms: ['forms', 'auth'],
  notifications: ['notifications'],
  staff: ['staff'],
  // The manager searches and shows receipts with their member's name (a join on the users table).
  receipts: ['receipts', 'auth'],
  // Chat joins users for the other member's name and picture (and the admin list of reports).
  chat: ['chat', 'auth'],
  // Badge awards are listed with the member's and the awarding administrator's names (a join on users).
  badges: ['badges', 'auth'],
  // Attendee lists join the member's name and picture and leave out those who turned show_in_community off.
  attendance: ['attendance', 'auth'],
  // An event's calendar file and a member's feed of the events they attend or like (decision 0034).
  calendar: ['calendar', 'events', 'attendance', 'likes'],
  // The reminder job finds what is due across events, bands, attendance, likes and receipts, and skips
  // suspended members; it writes through the notifications service (decision 0034).
  // The terms and privacy pages (decision 0045).
  site: ['site'],
  // The season counts each carnival's events and bands and draws its fete-density strip from their dates; its
  // lists of events and bands come from their services (issue #24).
  carnivals: ['carnivals', 'events', 'bands'],
  reminders: ['reminders', 'events', 'bands', 'attendance', 'likes', 'receipts', 'auth', 'notifications'],
};

function moduleBoundaries() {
  return Object.entries(moduleTables).flatMap(([name, tables]) => {
    const patterns = [
      { group: ['**/web/**'], message: 'The server never imports web code.' },
      {
        regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!service(\\.ts)?$)',
        message: 'A module uses another module only through its service.ts.',
      },
      {
        regex: `/db/schema(/index)?$|/db/schema/(?!(${tables.join('|') || '$^'})$)`,
        message: `The ${name} module reads and writes only its own tables (${tables.join(', ') || 'none'}); ask the owner's service for the rest.`,
      },
    ];
    const rule = (extra = []) => ({
      'no-restricted-imports': ['error', { patterns: [...patterns, ...extra] }],
    });
    const policies = `src/server/modules/${name}/policy.ts`;
    return [
      {
        files: [`src/server/modules/${name}/**/*.ts`],
        // Test files and their shared setup (a module's *-testing.ts) may read any table. The upload rate limiter
        // is on its way to platform/ (its counters live with the auth tables).
        ignores: [
          'src/server/modules/**/*.test.ts',
          'src/server/modules/**/*-testing.ts',
          'src/server/modules/uploads/rate-limit.ts',
          policies,
        ],
        rules: rule([
          {
            group: ['**/domains/viewer', '**/app-env'],
            importNames: ['isAdmin'],
            message:
              'A service never tests a role: it applies a policy of src/shared/domains with authorize() (platform/authorize.ts).',
          },
        ]),
      },
      // A module's own policy file (the rules only the server can check) is where a role is tested.
      { files: [policies], rules: rule() },
    ];
  });
}

// What a feature offers the others: its api, texts, formats and cards, the dashboard's liked items, and My
// Carnival's "Add to My Carnival" button, which the event and band pages carry (decision 0050).
const featurePublic = [
  'api',
  'messages',
  '[a-z-]*format',
  '[a-z-]+-card',
  'liked-items',
  'add-to-my-carnival',
].join('|');

/**
 * Web features meet through src/web/components (shared UI) and src/web/lib, never another feature's files. A
 * feature's own subfolders (`admin/`, `manage/`) import each other freely; the rule looks at the path that leaves
 * the feature: `../<feature>/…` from a feature's top folder, `../../<feature>/…` one folder down.
 */
function featureBoundaries() {
  const rule = (up) => ({
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/server/**'], message: 'The web never imports server code.' },
          {
            // A feature's public surface: its api, texts, formatting and the cards (and liked list) others show.
            regex: `^${'\\.\\./'.repeat(up)}(?!\\.\\.)[^/]+/(?!(${featurePublic})$)`,
            message:
              "A feature uses only another feature's api, messages, format and cards; shared UI belongs in src/web/components.",
          },
        ],
      },
    ],
  });
  return [
    {
      files: ['src/web/features/*/*.{ts,tsx}'],
      ignores: ['src/web/features/**/*.test.{ts,tsx}'],
      rules: rule(1),
    },
    {
      files: ['src/web/features/*/*/**/*.{ts,tsx}'],
      ignores: ['src/web/features/**/*.test.{ts,tsx}'],
      rules: rule(2),
    },
  ];
}

/** Imports flow one way: shared ← server, shared ← web; modules meet only through service.ts. */
export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/shared is isomorphic: it imports nothing from server or web.',
            },
            {
              group: ['node:*', 'pg', 'drizzle-orm*', 'hono*', 'react*'],
              message: 'src/shared does no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web never imports server code.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/app/paths.ts'],
    rules: { 'no-restricted-syntax': ['error', ...handWrittenPaths()] },
  },
  ...moduleBoundaries(),
  ...featureBoundaries(),
);

/**
 * In-app paths come from src/web/app/paths.ts (issue #22): a '/…' string or template written into a link's
 * `to`/`href`/`backTo` (attribute, object entry or default value) or a navigate() call fails. API paths
 * (`/api/…`, downloads) and outside addresses are not page paths and pass. (esquery regexes cannot hold a '/':
 * \x2F is one.)
 */
function handWrittenPaths() {
  const inApp = '/^\\x2F(?!api\\x2F)/';
  const message = 'Build in-app paths with paths.* from src/web/app/paths.ts, not by hand.';
  const places = [
    'JSXAttribute[name.name=/^(to|href|backTo)$/]',
    'Property[key.name=/^(to|backTo|href|redirectTo)$/]',
    'AssignmentPattern[left.name=/^(to|backTo|href)$/]',
    'CallExpression[callee.name=/^(navigate|leaveTo)$/]',
  ];
  return places.flatMap((place) => [
    { selector: `${place} Literal[value=${inApp}]`, message },
    { selector: `${place} TemplateLiteral > TemplateElement:first-child[value.raw=${inApp}]`, message },
  ]);
}
