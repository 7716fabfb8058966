// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { signedInForFile } from '../../auth/testing';
import { createRidePackage } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { guardCell, labelColumns } from './csv';

const t = testServerForFile();
const { admin, member } = signedInForFile(t, {
  member: { firstName: 'Zoë', lastName: 'Ali, "Jr"', email: 'zoe.csv@example.com' },
});

/** The answer's bytes as sent (the test client's text() would drop the byte order mark). */
async function download(path: string, cookie = admin.cookie) {
  const res = await t.app.request(
    path,
    { headers: { cookie, origin: t.config.publicUrl } },
    { incoming: { socket: { remoteAddress: t.freshIp(), remoteFamily: 'IPv4' } } },
  );
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function rideForm(title: string, fields: unknown[]) {
  const ride = await createRidePackage(t.db);
  const saved = await t.request(`/api/admin/form-targets/ride/${ride.id}`, {
    cookie: admin.cookie,
    method: 'PUT',
    json: { title, fields },
  });
  expect(saved.status).toBe(200);
  const save = (fields: unknown[]) =>
    t.request(`/api/admin/form-targets/ride/${ride.id}`, {
      cookie: admin.cookie,
      method: 'PUT',
      json: { title, fields },
    });
  const submit = async (answers: Record<string, unknown>) => {
    const res = await t.request(`/api/forms/ride/${ride.id}/submissions`, {
      cookie: member.cookie,
      method: 'POST',
      json: { answers },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    return res.data.id as string;
  };
  return { formId: saved.data.form.id as string, save, submit };
}

/** RFC 4180 reader for the assertions: CRLF records, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('GET /api/admin/forms/:id/export', () => {
  it('401, 403, 404', async () => {
    const { formId } = await rideForm('Gate', [{ id: 'a', type: 'text', label: 'A' }]);
    expect((await t.request(`/api/admin/forms/${formId}/export`)).status).toBe(401);
    expect((await t.request(`/api/admin/forms/${formId}/export`, { cookie: member.cookie })).status).toBe(
      403,
    );
    const unknown = await t.request('/api/admin/forms/00000000-0000-4000-8000-000000000000/export', {
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.message).toBe('Form not found');
  });

  it('UTF-8 with a BOM, the file name from the title, RFC 4180 quoting, formulas defused', async () => {
    const { formId, submit } = await rideForm('Crop Over ride', [
      { id: 'notes', type: 'textarea', label: 'Notes' },
      { id: 'extras', type: 'checkbox', label: 'Extras', options: ['Cooler', 'Music'] },
      { id: 'count', type: 'number', label: 'Count' },
    ]);
    const id = await submit({
      notes: 'Line one, with "quotes"\nline two =SUM(A1) café',
      extras: ['Cooler', 'Music'],
      count: '-2',
    });
    const formula = await submit({ notes: '=HYPERLINK("http://evil.example.com","Click")' });
    const { res, bytes } = await download(`/api/admin/forms/${formId}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Crop Over ride-submissions.csv"; filename*=UTF-8''Crop%20Over%20ride-submissions.csv`,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text).toContain('"Line one, with ""quotes""\nline two =SUM(A1) café"');
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Submission ID',
      'User ID',
      'User Name',
      'Date',
      'Status',
      'Notes',
      'Extras',
      'Count',
    ]);
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byId.get(id)).toEqual([
      id,
      member.userId,
      'Zoë Ali, "Jr"',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      'pending',
      'Line one, with "quotes"\nline two =SUM(A1) café',
      'Cooler; Music',
      "'-2",
    ]);
    expect(byId.get(formula)![5]).toBe(`'=HYPERLINK("http://evil.example.com","Click")`);
  });

  it('one column per label across versions of the form', async () => {
    const { formId, save, submit } = await rideForm('Versions', [
      { id: 'pickup', type: 'text', label: 'Pick-up', required: true },
      { id: 'bags', type: 'number', label: 'Bags' },
    ]);
    const first = await submit({ pickup: 'Hyatt', bags: '2' });
    // The field is renamed, one removed and one added: old answers keep their labels.
    expect(
      (
        await save([
          { id: 'pickup', type: 'text', label: 'Pick-up point', required: true },
          { id: 'phone', type: 'text', label: 'Phone' },
        ])
      ).status,
    ).toBe(200);
    const second = await submit({ pickup: 'Hilton', phone: '+1 868 555 0100' });
    const { bytes } = await download(`/api/admin/forms/${formId}/export`);
    const rows = parseCsv(new TextDecoder().decode(bytes));
    const header = rows[0]!;
    // Older labels follow by first use (alphabetical among those first used by the same submission).
    expect(header.slice(5)).toEqual(['Pick-up point', 'Phone', 'Bags', 'Pick-up']);
    const byId = new Map(rows.slice(1).map((r) => [r[0], r.slice(5)]));
    expect(byId.get(first)).toEqual(['', '', '2', 'Hyatt']);
    expect(byId.get(second)).toEqual(['Hilton', "'+1 868 555 0100", '', '']);
    expect(rows).toHaveLength(3);
  });

  it('a form without submissions exports only its header', async () => {
    const { formId } = await rideForm('Empty', [{ id: 'a', type: 'text', label: 'A' }]);
    const rows = parseCsv(
      new TextDecoder().decode((await download(`/api/admin/forms/${formId}/export`)).bytes),
    );
    expect(rows).toEqual([['Submission ID', 'User ID', 'User Name', 'Date', 'Status', 'A']]);
  });
});

describe('csv helpers', () => {
  it('guards cells starting with = + - @ (and tab, carriage return), leaves others alone', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'a=b', 'plain', ''].map(guardCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'a=b',
      'plain',
      '',
    ]);
  });

  it('orders label columns: the current fields, then older labels by first use', () => {
    expect(labelColumns(['B', 'C'], ['A', 'B', 'D'])).toEqual(['B', 'C', 'A', 'D']);
  });
});
