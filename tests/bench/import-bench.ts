// pnpm bench, last: 10,000 players imported from an Excel sheet through POST /api/players/import,
// checked first (every row through the engine, then undone) and then imported in one transaction.
import ExcelJS from 'exceljs';
import pg from 'pg';

export const IMPORT_ROWS = 10_000;
/** The time the README promises for 10,000 rows (each of a check and an import), on the 2-core machine. */
export const IMPORT_TARGET_SECONDS = 40;

const sheetOf = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('اللاعبون');
  sheet.addRow(['الاسم الكامل', 'الاسم الكامل بالعربية', 'رقم الهوية أو الإقامة', 'تاريخ الميلاد', 'الجنس', 'المركز', 'الفريق']);
  for (let index = 0; index < IMPORT_ROWS; index++) {
    sheet.addRow([`Bench Player ${index}`, `لاعب ${index}`, String(1_900_000_000 + index), `${(index % 27) + 1}/0${(index % 9) + 1}/2010`, index % 2 ? 'ذكر' : 'أنثى', ['حارس مرمى', 'مدافع', 'لاعب وسط', 'مهاجم'][index % 4], 'Bench Falcons']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const send = async (base: string, token: string, bytes: Buffer, dryRun: boolean) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'players.xlsx');
  const started = performance.now();
  // Streamed (NDJSON): the answer starts at once, so no client gives up waiting for its headers.
  const response = await fetch(`${base}/api/players/import?dryRun=${dryRun}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar', accept: 'application/x-ndjson' }, body: form });
  const lines = (await response.text()).trim().split('\n');
  const last = JSON.parse(lines.at(-1)!) as { status?: number; report?: { created: number } };
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200 || last.status !== 200 || last.report?.created !== IMPORT_ROWS) throw new Error(`import ${dryRun ? 'check' : 'run'} answered ${last.status ?? response.status}: ${lines.at(-1)!.slice(0, 400)}`);
  return seconds;
};

/** Times the check and the import of 10,000 rows; the players it made are removed after (the bench runs again). */
export const benchImport = async (base: string, token: string, databaseUrl: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DELETE FROM "players" WHERE "national_id" LIKE '19%'`);
    const team = await fetch(`${base}/api/teams`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench Falcons', nameAr: 'صقور القياس', category: 'academy', season: '2026/2027' }) });
    if (team.status !== 201 && team.status !== 409) throw new Error(`bench team: ${team.status} ${await team.text()}`);
    const bytes = await sheetOf();
    const check = await send(base, token, bytes, true);
    const run = await send(base, token, bytes, false);
    const met = (seconds: number) => (seconds <= IMPORT_TARGET_SECONDS ? 'met' : 'MISSED');
    console.log(`\nPOST /api/players/import, ${IMPORT_ROWS.toLocaleString('en')} rows of an Excel sheet (${(bytes.length / 1024).toFixed(0)} kB), Arabic headings, the team by name`);
    console.log(`check (every row through the rules, undone): ${check.toFixed(1)} s, ${(IMPORT_ROWS / check).toFixed(0)} rows/s  ${met(check)} (≤ ${IMPORT_TARGET_SECONDS} s)`);
    console.log(`import (one transaction, an audit entry each): ${run.toFixed(1)} s, ${(IMPORT_ROWS / run).toFixed(0)} rows/s  ${met(run)} (≤ ${IMPORT_TARGET_SECONDS} s)`);
  } finally {
    await client.query(`DELETE FROM "players" WHERE "national_id" LIKE '19%'`).catch(() => undefined);
    await client.end();
  }
};
