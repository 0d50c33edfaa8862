/**
 * Import boundaries (ARCHITECTURE.md, docs/ARCHITECTURE.md "Adding a domain module"). Layers
 * point one way: platform ← module records ← module services ← graph/http; shared → web
 * features → web app. `import-x/no-cycle` catches file cycles; these rules catch the layer
 * breaks and room cycles that no single file shows.
 */
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(repo, file).split(path.sep).join('/');

/**
 * The server's rooms (apps/server/src/modules/<room>) and the rooms each builds on. A room may
 * import only the rooms listed here; the list is acyclic (tested), so rooms never form a cycle.
 * A new domain module adds one line, naming what it builds on.
 */
export const ROOMS = {
  mail: [],
  notifications: ['accounts', 'mail'],
  uploads: [],
  analytics: [],
  accounts: [],
  auth: ['accounts', 'mail'],
  team: ['accounts', 'auth'],
  companies: ['accounts', 'uploads', 'team', 'mail'],
  badges: ['accounts', 'companies'],
  admins: ['accounts', 'auth', 'events'],
  privacy: ['accounts', 'auth', 'mail', 'uploads', 'team'],
  events: ['accounts', 'auth', 'mail'],
  matchmaking: ['accounts', 'events', 'mail'],
  meetings: ['accounts', 'events', 'matchmaking', 'mail'],
  followup: ['accounts', 'events', 'matchmaking', 'meetings', 'mail'],
  grants: ['accounts', 'events', 'meetings', 'mail', 'uploads'],
  signing: ['accounts', 'grants', 'mail', 'uploads'],
  resources: ['accounts', 'events', 'uploads'],
  reports: ['accounts', 'events', 'matchmaking', 'meetings', 'followup', 'grants'],
  home: ['accounts', 'companies', 'events', 'matchmaking', 'meetings', 'followup', 'liveday'],
  conversations: ['accounts', 'events', 'matchmaking', 'meetings', 'mail'],
  integrations: [
    'accounts',
    'auth',
    'mail',
    'companies',
    'events',
    'matchmaking',
    'meetings',
    'followup',
    'reports',
  ],
  reminders: ['accounts', 'auth', 'events', 'meetings', 'mail'],
  checkin: ['accounts', 'events', 'meetings'],
  liveday: ['accounts', 'events', 'meetings', 'mail'],
  booking: ['accounts', 'events', 'matchmaking', 'meetings', 'mail'],
};

/**
 * The rooms that may import another room's `*.tables.ts` (decision 093), each with its reason.
 * Everyone else reads another room through its verbs and read functions (`accounts.queries.ts`),
 * or joins the tables the owner opens in its `<room>.read-model.ts` (read only, checked by
 * tools/imports/tables.js). Two kinds of import need no entry: a room's tables naming another
 * room's table in a foreign key (`*.tables.ts` → `*.tables.ts`), and tests arranging rows.
 */
export const TABLES_OPEN_TO = {
  accounts: [
    // The company profile, its status and the console's company edits are the companies room's
    // verbs; the company row stays in accounts because sign-in and every actor read it first.
    'companies',
    // A company's team: the team room creates, invites and disables the company's people.
    'team',
    // Organiser accounts: the admins room creates, edits and switches admins rows.
    'admins',
    // Badges and their awards live beside the company row; the badges room writes them.
    'badges',
    // An event's hosts are kept on the admins row (`admins.hosting`); events.service sets them
    // when an event is saved or deleted. To become an accounts verb when that service is split.
    'events',
  ],
};

const SERVER = 'apps/server/src/';
const room = (p) => new RegExp(`^${SERVER}modules/([^/]+)/`).exec(p)?.[1];
const isTest = (p) => /\.test\.tsx?$/.test(p);
const isGraph = (p) => /\.graphql\.ts$/.test(p);
const feature = (p) => /^apps\/web\/src\/features\/([^/]+)\//.exec(p)?.[1];

export function check(from, to) {
  const target = to.resolved ?? '';
  if (
    /^packages\//.test(from) &&
    (/^apps\//.test(target) || /^@matchday\/(server|web)$/.test(to.spec))
  ) {
    return 'packages must not import from apps';
  }

  // Web: features are islands; components/ and lib/ sit below every feature.
  const a = feature(from);
  const b = to.resolved && feature(to.resolved);
  if (a && b && a !== b) return `web feature "${a}" must not import from feature "${b}"`;
  if (a && /^apps\/web\/src\/app\//.test(target)) {
    return `web feature "${a}" must not import from the app layer (the app composes features)`;
  }
  const shared = /^apps\/web\/src\/(components|lib)\//.exec(from)?.[1];
  if (shared && /^apps\/web\/src\/(features|app)\//.test(target)) {
    return `web ${shared}/ must not import from features/ or app/ (they build on ${shared}/)`;
  }

  if (!from.startsWith(SERVER) || !to.resolved) return null;
  // Server: platform is the floor.
  if (
    from.startsWith(`${SERVER}platform/`) &&
    /^apps\/server\/src\/(modules|graphql|http)\//.test(target)
  ) {
    return 'platform/ must not import modules, graphql/ or http/ (they build on it)';
  }
  if (from.startsWith(`${SERVER}platform/`) && /^apps\/server\/src\/(db|graphs)\//.test(target)) {
    return 'platform/ must not import db/ or graphs/ (the app assembles them above the modules)';
  }
  // graphql/ is the kit the modules' graphs build on (builder, scalars, context); graphs/ is the
  // roof that assembles them.
  if (
    from.startsWith(`${SERVER}graphql/`) &&
    /^apps\/server\/src\/(modules|graphs|http|db)\//.test(target)
  ) {
    return 'graphql/ is the kit below the modules: it must not import modules/, graphs/, http/ or db/';
  }
  const m = room(from);
  if (!m) return null;
  if (target.startsWith(`${SERVER}http/`))
    return `module "${m}" must not import http/ (routes call modules)`;
  if (/^apps\/server\/src\/(graphs|db)\//.test(target) && !isTest(from))
    return `module "${m}" must not import graphs/ or db/ (they assemble the modules)`;
  if (target.startsWith(`${SERVER}graphql/`) && !isGraph(from) && !isTest(from)) {
    return `module "${m}": only its *.graphql.ts files may import graphql/; services and policies take the actor from platform/`;
  }
  const n = room(target);
  if (!n || n === m) return null;
  if (!(m in ROOMS)) return `module "${m}" is not declared in ROOMS (tools/eslint/boundaries.js)`;
  const foreignKey = /\.tables\.ts$/.test(from);
  if (
    /\.tables(\.ts)?$/.test(target) &&
    !foreignKey &&
    !isTest(from) &&
    !(TABLES_OPEN_TO[n] ?? []).includes(m)
  ) {
    return `module "${m}" must read module "${n}" through its service, not its tables (or join what ${n}.read-model.ts opens)`;
  }
  if (!isTest(from) && !ROOMS[m].includes(n)) {
    return `module "${m}" may not import module "${n}": ROOMS lets it build on ${ROOMS[m].join(', ') || 'nothing'} (a room cycle starts here)`;
  }
  return null;
}

/**
 * What a module file holds, from its middle suffix (`<name>.<suffix>.ts`); a file without one
 * (`rounds.ts`) holds a helper of its room. Tests are named for what they test and are free.
 */
export const MODULE_FILE_SUFFIXES = {
  service: 'the verbs: rules, transactions (one area of the room)',
  policy: 'who reaches which rows, from the permission table (query filters)',
  tables: 'drizzle tables of the room',
  graphql: 'Pothos types and fields (types.graphql: the shared object types)',
  views: 'answer shapes built from rows',
  queries: 'read statements shared by the room’s services (and read functions for other rooms)',
  'read-model': 'the tables a room opens to other rooms’ joins, read only, each with its reason',
  types: 'types only',
  mail: 'mail templates and triggers registered by the room',
  template: 'one mail template (or a family of them)',
  trigger: 'mail triggers of SPEC §7',
  worker: 'a background worker (job queue, worker thread)',
  'personal-data': 'what the room holds about a person (export, erasure)',
};

export function fileNameProblem(file) {
  if (!file.startsWith(`${SERVER}modules/`) || isTest(file) || !/\.ts$/.test(file)) return null;
  const parts = path.basename(file, '.ts').split('.');
  if (parts.length === 1) return null;
  const suffix = parts.slice(1).join('.');
  if (suffix === 'types.graphql' || suffix in MODULE_FILE_SUFFIXES) return null;
  return `module file suffix ".${suffix}" is not one of ${Object.keys(MODULE_FILE_SUFFIXES).join(', ')} (tools/eslint/boundaries.js MODULE_FILE_SUFFIXES); use a hyphen in the name or one of these`;
}

export default {
  rules: {
    'file-names': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const problem = fileNameProblem(rel(context.filename));
        return problem ? { Program: (node) => context.report({ node, message: problem }) } : {};
      },
    },
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = rel(context.filename);
        const visit = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const resolved = spec.startsWith('.')
            ? rel(path.resolve(path.dirname(context.filename), spec))
            : null;
          const problem = check(from, { spec, resolved });
          if (problem) context.report({ node: node.source, message: problem });
        };
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
  },
};
