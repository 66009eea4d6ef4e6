import { ar } from '@club/locales';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { person } from '../hr/hr-fixtures';

// Issue 49: a club starts from its spreadsheets. A sheet's columns are read into fields by their
// headings in either language, references found by name (never guessed), every row written
// through the engine (rules and audit) in one transaction: all rows or none.
let app: TestApp;
type Row = Record<string, unknown>;
type Report = { committed: boolean; total: number; created: number; updated: number; columns: { column: string; header: string; field: string | null }[]; rows: { row: number; action: string; name: string }[]; errors: { row: number | null; column: string | null; field: string | null; message: string }[] };

const teams: Record<string, string> = {};
const team = async (name: string, nameAr: string) =>
  (teams[name] = (await app.http.post('/api/teams').send({ name, nameAr, category: 'academy', season: '2026/2027' }).expect(201)).body.id);

beforeAll(async () => {
  app = await startTestApp();
  await team('Falcons', 'الصقور');
  // Two teams share an Arabic name: "النسور" names either, so a sheet that says only that is refused.
  await team('Eagles U12', 'النسور');
  await team('Eagles U14', 'النسور');
});
afterAll(() => app?.stop());

const label = (field: string) => (ar.resources.players!.fields as Record<string, string>)[field]!;
const HEADINGS = ['fullName', 'fullNameAr', 'nationalId', 'dateOfBirth', 'gender', 'position', 'teamId'] as const;

/** 500 players as a club's sheet has them: Arabic headings, Arabic choices, dates day first, teams by name in either language. */
const playersSheet = (teamOf: (index: number) => string, birthOf: (index: number) => string | Date = (index) => `${(index % 27) + 1}/0${(index % 9) + 1}/2012`) => {
  const rows = Array.from({ length: 500 }, (_, index) => [
    `Imported Player ${index}`,
    `لاعب مستورد ${index}`,
    String(1_100_000_000 + index),
    birthOf(index),
    index % 2 ? 'ذكر' : 'أنثى',
    ['حارس مرمى', 'مدافع', 'لاعب وسط', 'مهاجم'][index % 4],
    teamOf(index),
  ]);
  return [HEADINGS.map(label), ...rows];
};

const xlsxOf = async (table: unknown[][]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('اللاعبون');
  for (const row of table) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const importFile = (bytes: Buffer, query: Record<string, string> = {}, name = 'players.xlsx', as = app.http) =>
  as.post('/api/players/import').query(query).set('Accept-Language', 'en').attach('file', bytes, name);

const playerCount = async () => Number((await app.pool.query(`SELECT count(*) FROM "players"`)).rows[0].count);

describe('importing players from a spreadsheet', () => {
  const ROW_AMBIGUOUS = 10;
  const ROWS_MISSING = [20, 30];
  const teamOf = (index: number) => (index === ROW_AMBIGUOUS ? 'النسور' : index === ROWS_MISSING[0] ? 'Hawks' : index === ROWS_MISSING[1] ? 'الذئاب' : index % 2 ? 'الصقور' : 'Eagles U14');

  it('checks an Arabic sheet: its columns by heading, and exactly the one ambiguous and two missing teams, saving nothing', async () => {
    const before = await playerCount();
    const { body } = await importFile(await xlsxOf(playersSheet(teamOf)), { dryRun: 'true' }).expect(200);
    const report = body as Report;
    expect(report.columns.map((use) => use.field)).toEqual([...HEADINGS]);
    expect(report.total).toBe(500);
    expect(report.committed).toBe(false);
    // Sheet rows: the heading is row 1, so player index i is row i + 2; the team column is G.
    expect(report.errors.map(({ row, column, field }) => ({ row, column, field }))).toEqual([
      { row: ROW_AMBIGUOUS + 2, column: 'G', field: 'teamId' },
      { row: ROWS_MISSING[0]! + 2, column: 'G', field: 'teamId' },
      { row: ROWS_MISSING[1]! + 2, column: 'G', field: 'teamId' },
    ]);
    expect(report.errors[0]!.message).toBe('“النسور” names 2 records of Teams (Eagles U12, Eagles U14): use a name that only one has');
    expect(report.errors[1]!.message).toBe('No record of Teams is named “Hawks”');
    // Every other row was tried through the engine, and undone.
    expect(report.created).toBe(497);
    expect(await playerCount()).toBe(before);
  });

  it('imports the fixed sheet in one transaction: 500 players, 500 audit entries, the teams found by name', async () => {
    const before = await playerCount();
    const { body } = await importFile(await xlsxOf(playersSheet((index) => (index % 2 ? 'الصقور' : 'Eagles U14')))).expect(200);
    expect((body as Report).committed).toBe(true);
    expect((body as Report).created).toBe(500);
    expect(await playerCount()).toBe(before + 500);
    const { rows } = await app.pool.query(`SELECT "national_id", "team_id", "gender", "position", "date_of_birth"::text AS "born" FROM "players" WHERE "full_name" IN ('Imported Player 1', 'Imported Player 2') ORDER BY "full_name"`);
    expect(rows).toEqual([
      { national_id: '1100000001', team_id: teams.Falcons, gender: 'male', position: 'defender', born: '2012-02-02' },
      { national_id: '1100000002', team_id: teams['Eagles U14'], gender: 'female', position: 'midfielder', born: '2012-03-03' },
    ]);
    const audit = await app.pool.query(`SELECT count(*) FROM "audit_logs" WHERE "resource" = 'players' AND "action" = 'create' AND "record_id" IN (SELECT "id"::text FROM "players" WHERE "full_name" LIKE 'Imported Player %')`);
    expect(Number(audit.rows[0].count)).toBe(500);
    // What the rows' writes left for the end, done once: each team's count, and the numbers given in a row.
    const counts = await app.pool.query(`SELECT t."name", t."player_count" AS "kept", (SELECT count(*)::int FROM "players" p WHERE p."team_id" = t."id") AS "counted" FROM "teams" t WHERE t."name" IN ('Falcons', 'Eagles U14')`);
    for (const count of counts.rows) expect(count.kept).toBe(count.counted);
    const numbers = await app.pool.query(`SELECT count(DISTINCT "player_no")::int AS "distinct", (SELECT "value" FROM "sequence_counters" WHERE "resource" = 'players') AS "counter", max(substring("player_no" from '[0-9]+$')::int) AS "last" FROM "players"`);
    expect(numbers.rows[0]).toEqual({ distinct: await playerCount(), counter: numbers.rows[0].last, last: expect.any(Number) });
  });

  it('a rule refusing row 401 imports nothing, and says which row and column', async () => {
    const before = await playerCount();
    // Two years old on row 401: players are 4 to 45 (the declared age check).
    const sheet = playersSheet(() => 'Falcons', (index) => (index === 400 ? '01/01/2025' : '15/06/2011')).map((row, index) => (index === 0 ? row : [String(row[0]).replace('Imported', 'Second'), row[1], String(2_100_000_000 + index), ...row.slice(3)]));
    const { body } = await importFile(await xlsxOf(sheet)).expect(400);
    expect(body.message).toBe('Nothing was imported: the file has 1 problem');
    expect(body.report.errors).toEqual([expect.objectContaining({ row: 402, column: 'D', field: 'dateOfBirth' })]);
    expect(body.report.committed).toBe(false);
    expect(await playerCount()).toBe(before);
  });

  it('a CSV with a key changes the records it finds and adds the others; a key twice in the file is refused', async () => {
    const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}`);
    const header = 'National ID or iqama;Full name;Full name (Arabic);Date of birth;Gender;Position';
    const update = csv([header, '1100000003;Renamed Player;لاعب معدل;2012-04-04;Male;Forward', '2200000001;New Player;لاعب جديد;04.04.2013;female;goalkeeper']);
    const { body } = await importFile(update, { key: 'nationalId' }, 'players.csv').expect(200);
    expect(body.rows.map((row: Row) => row.action)).toEqual(['update', 'create']);
    const { rows } = await app.pool.query(`SELECT "full_name", "position" FROM "players" WHERE "national_id" IN ('1100000003', '2200000001') ORDER BY "national_id"`);
    expect(rows).toEqual([{ full_name: 'Renamed Player', position: 'forward' }, { full_name: 'New Player', position: 'goalkeeper' }]);
    const twice = csv([header, '1100000004;A;أ;2012-04-04;Male;Forward', '1100000004;B;ب;2012-04-04;Male;Forward']);
    const refused = await importFile(twice, { key: 'nationalId' }, 'players.csv').expect(400);
    expect(refused.body.report.errors).toEqual([{ row: 3, column: 'A', field: 'nationalId', message: 'The same National ID or iqama is in row 2' }]);
  });

  it('columns chosen by hand, a value not among the choices, a missing required column, an unreadable file', async () => {
    const sheet = Buffer.from('Name,Arabic,ID,Born,Sex,Role\nHand Mapped,يدوي,1300000001,2012-01-01,Male,Striker\n');
    const unmapped = await importFile(sheet, { dryRun: 'true' }, 'players.csv').expect(200);
    expect(unmapped.body.errors.map((error: Row) => error.message)).toContain('No column is read into Full name, which every new record needs');
    const chosen = await importFile(sheet, { dryRun: 'true', columns: 'fullName,fullNameAr,nationalId,dateOfBirth,gender,position' }, 'players.csv').expect(200);
    expect(chosen.body.errors).toEqual([{ row: 2, column: 'F', field: 'position', message: 'Must be one of: Goalkeeper, Defender, Midfielder, Forward' }]);
    const garbage = await importFile(Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0, 0]), {}, 'players.xlsx').expect(400);
    expect(garbage.body.message).toMatch(/could not be read/);
  });

  it('parents found by name: a parent shared by two names is listed, not guessed', async () => {
    const parent = (fullName: string, nationalId: string) => app.http.post('/api/parents').send({ fullName, fullNameAr: 'ولي', nationalId, gender: 'male', phone: '+966501234567' }).expect(201);
    await parent('Saad Al-Qahtani', '1500000001');
    await parent('Fahd Al-Harbi', '1500000002');
    await parent('Fahd Al-Harbi', '1500000003');
    const links = Buffer.from('Parent,Player,Relation\nSaad Al-Qahtani,Imported Player 5,Father\nFahd Al-Harbi,Imported Player 6,أب\n');
    const { body } = await app.http.post('/api/parentPlayers/import').query({ dryRun: 'true' }).attach('file', links, 'links.csv').expect(200);
    expect(body.errors).toEqual([expect.objectContaining({ row: 3, column: 'A', field: 'parentId', message: expect.stringMatching(/^“Fahd Al-Harbi” names 2 records/) })]);
    expect(body.rows).toEqual([{ row: 2, action: 'create', name: 'Father' }]);
  });

  it('asks the import permission; the template names the fields a sheet fills', async () => {
    const member = await person(app, 'member');
    await member.as.post('/api/players/import').attach('file', Buffer.from('a\nb\n'), 'x.csv').expect(403);
    const manager = await person(app, 'manager');
    const template = await manager.as.get('/api/players/import/template').query({ format: 'xlsx' }).set('Accept-Language', 'ar').buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.body);
    const headings = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(headings).toContain(`${label('fullNameAr')} *`);
    expect(headings).not.toContain(label('age'));
  });
});
