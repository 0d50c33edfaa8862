import { RuleTester } from 'eslint';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import boundaries, { ROOMS, TABLES_OPEN_TO } from './boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const repo = path.resolve(import.meta.dirname, '../..');
const at = (file) => path.join(repo, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const rule = boundaries.rules.imports;
const server = 'apps/server/src/';
const bad = (filename, code, message) => ({
  filename: at(filename),
  code,
  errors: [{ message: new RegExp(message) }],
});

tester.run('boundaries/imports', rule, {
  valid: [
    // A room imports the rooms it declares, and its own files.
    {
      filename: at(`${server}modules/auth/x.service.ts`),
      code: "import '../accounts/accounts.service.ts';",
    },
    { filename: at(`${server}modules/auth/x.service.ts`), code: "import './sessions.service.ts';" },
    // Rooms cut from the accounts records read its tables.
    {
      filename: at(`${server}modules/companies/x.ts`),
      code: "import '../accounts/accounts.tables.ts';",
    },
    // A foreign key names the owner's table; other rooms join what the owner's read model opens.
    {
      filename: at(`${server}modules/meetings/meetings.tables.ts`),
      code: "import '../events/events.tables.ts';",
    },
    {
      filename: at(`${server}modules/followup/x.service.ts`),
      code: "import '../meetings/meetings.read-model.ts';",
    },
    // Tests arrange rows in any room's tables.
    {
      filename: at(`${server}modules/reports/x.test.ts`),
      code: "import '../meetings/meetings.tables.ts';",
    },
    // A module's graph files build on graphql/; everything imports platform/.
    {
      filename: at(`${server}modules/team/team.graphql.ts`),
      code: "import '../../graphql/builder.ts';",
    },
    {
      filename: at(`${server}modules/team/team.service.ts`),
      code: "import '../../platform/actor.ts';",
    },
    // Tests may reach across rooms to set up what they need.
    {
      filename: at(`${server}modules/mail/mail.service.test.ts`),
      code: "import '../auth/auth.mail.ts';",
    },
    // graphs/ and http/ build on modules; web features build on components and lib.
    {
      filename: at(`${server}graphs/schema.ts`),
      code: "import '../modules/team/team.graphql.ts';",
    },
    {
      filename: at(`${server}http/auth.routes.ts`),
      code: "import '../modules/auth/auth.service.ts';",
    },
    {
      filename: at('apps/web/src/features/team/TeamPage.tsx'),
      code: "import '../../components/Link.tsx';",
    },
    {
      filename: at('apps/web/src/app/router.tsx'),
      code: "import '../features/team/TeamPage.tsx';",
    },
  ],
  invalid: [
    // graphql/ is the kit: the roof (graphs/) assembles the modules' graphs, never the kit.
    bad(
      `${server}graphql/context.ts`,
      "import '../modules/uploads/file-urls.ts';",
      'graphql/ is the kit below the modules',
    ),
    bad(`${server}platform/db.ts`, "import '../db/schema.ts';", 'platform/ must not import db/'),
    bad(
      `${server}modules/team/team.graphql.ts`,
      "import '../../graphs/schema.ts';",
      'must not import graphs/ or db/',
    ),
    bad(
      `${server}modules/accounts/x.ts`,
      "import '../auth/sessions.service.ts';",
      'may not import module "auth"',
    ),
    bad(
      `${server}modules/mail/mail.service.ts`,
      "import '../accounts/accounts.service.ts';",
      'may not import module "accounts"',
    ),
    bad(
      `${server}modules/auth/x.ts`,
      "import '../companies/profiles.service.ts';",
      'may not import module "companies"',
    ),
    bad(
      `${server}modules/newroom/x.ts`,
      "import '../accounts/accounts.service.ts';",
      'not declared in ROOMS',
    ),
    bad(
      `${server}modules/privacy/x.ts`,
      "import '../accounts/accounts.tables.ts';",
      'through its service, not its tables',
    ),
    bad(
      `${server}modules/followup/x.service.ts`,
      "import '../meetings/meetings.tables.ts';",
      'through its service, not its tables',
    ),
    bad(
      `${server}modules/team/team.service.ts`,
      "import '../../graphql/context.ts';",
      'only its \\*\\.graphql\\.ts files',
    ),
    bad(
      `${server}modules/team/team.graphql.ts`,
      "import '../../http/errors.ts';",
      'must not import http/',
    ),
    bad(
      `${server}platform/db.ts`,
      "import '../modules/accounts/accounts.tables.ts';",
      'platform/ must not import',
    ),
    bad(
      'apps/web/src/components/Layout.tsx',
      "import '../features/team/TeamPage.tsx';",
      'components/ must not import from features/',
    ),
    bad(
      'apps/web/src/lib/session.ts',
      "import '../app/router.tsx';",
      'lib/ must not import from features/ or app/',
    ),
    bad(
      'apps/web/src/features/team/TeamPage.tsx',
      "import '../profiles/Profile.tsx';",
      'must not import from feature "profiles"',
    ),
    bad(
      'apps/web/src/features/team/TeamPage.tsx',
      "import '../../app/router.tsx';",
      'must not import from the app layer',
    ),
    bad(
      'packages/shared/src/x.ts',
      "import '../../../apps/server/src/app.ts';",
      'packages must not import from apps',
    ),
  ],
});

/** The first room cycle in a declaration, or null. */
function roomCycle(rooms) {
  const state = new Map();
  const visit = (room, trail) => {
    if (!(room in rooms)) return [...trail, `${room} (undeclared)`];
    if (state.get(room) === 'done') return null;
    if (state.get(room) === 'open') return [...trail, room];
    state.set(room, 'open');
    for (const next of rooms[room]) {
      const found = visit(next, [...trail, room]);
      if (found) return found;
    }
    state.set(room, 'done');
    return null;
  };
  for (const room of Object.keys(rooms)) {
    const found = visit(room, []);
    if (found) return found;
  }
  return null;
}

describe('ROOMS', () => {
  it('is acyclic and names only declared rooms, so rooms can never import in a circle', () => {
    expect(roomCycle(ROOMS)).toBeNull();
    for (const [owner, readers] of Object.entries(TABLES_OPEN_TO)) {
      for (const reader of readers) expect(ROOMS[reader]).toContain(owner);
    }
  });

  it('the check finds a cycle and an undeclared room', () => {
    expect(roomCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(roomCycle({ a: ['z'] })).toEqual(['a', 'z (undeclared)']);
  });
});

describe('module file names', () => {
  it('takes a suffix of the list or none; tests are free', async () => {
    const { fileNameProblem } = await import('./boundaries.js');
    expect(fileNameProblem(`${server}modules/mail/outbox.service.ts`)).toBeNull();
    expect(fileNameProblem(`${server}modules/mail/rounds.ts`)).toBeNull();
    expect(fileNameProblem(`${server}modules/team/team.types.graphql.ts`)).toBeNull();
    expect(fileNameProblem(`${server}modules/mail/mail.kill.test.ts`)).toBeNull();
    expect(fileNameProblem(`${server}modules/mail/mail.outbox.ts`)).toMatch(
      /suffix "\.outbox" is not one of service, policy/,
    );
  });
});
