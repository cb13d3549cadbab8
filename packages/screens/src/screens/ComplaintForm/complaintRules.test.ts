import { describe, expect, it } from 'vitest';
import {
  counterNotice,
  draftKey,
  isUploadRef,
  limitText,
  markOf,
  mergeDraftPhotos,
  pendingUploads,
  readDraft,
  scaledSize,
  textLength,
  textMissing,
  uploadedUrls,
} from './complaintRules';

const a200 = 'a'.repeat(200);

describe('limitText', () => {
  it.each([
    ['', '', false],
    ['short', 'short', false],
    [a200, a200, false],
    [`${a200}b`, a200, true],
    [`${'x'.repeat(150)}${'y'.repeat(100)}`, `${'x'.repeat(150)}${'y'.repeat(50)}`, true],
    // Code points: an emoji counts once and is never cut in half.
    [`${'a'.repeat(199)}😀😀`, `${'a'.repeat(199)}😀`, true],
  ])('%#: keeps the first 200 characters', (input, text, cut) => {
    expect(limitText(input)).toEqual({ text, cut });
  });

  it('counts an emoji as one character', () => {
    expect(textLength('😀ab')).toBe(3);
  });
});

describe('counterNotice', () => {
  it.each([
    [0, null],
    [150, null],
    [179, null],
    [180, { kind: 'left', left: 20 }],
    [181, null],
    [190, { kind: 'left', left: 10 }],
    [195, { kind: 'left', left: 5 }],
    [199, { kind: 'left', left: 1 }],
    [200, { kind: 'full' }],
  ])('at %i characters: %o', (length, notice) => {
    expect(counterNotice(length)).toEqual(notice);
  });
});

describe('textMissing', () => {
  it.each([
    ['', true],
    ['   \n ', true],
    ['x', false],
  ])('%j: %s', (text, missing) => expect(textMissing(text)).toBe(missing));
});

describe('uploads', () => {
  const photos = [
    { id: 'a', uploadedUrl: 'https://cdn.example/a.jpg' },
    { id: 'b', failed: true },
    { id: 'c' },
  ];

  it('sends only what the server does not have yet, in order (a failed photo alone on retry)', () => {
    expect(pendingUploads(photos).map((p) => p.id)).toEqual(['b', 'c']);
    expect(pendingUploads([photos[0]!, { id: 'b', failed: true }]).map((p) => p.id)).toEqual(['b']);
    expect(pendingUploads([])).toEqual([]);
  });

  it('gives the URLs only once every photo is uploaded', () => {
    expect(uploadedUrls(photos)).toBeNull();
    expect(uploadedUrls([])).toEqual([]);
    expect(
      uploadedUrls([
        { id: 'a', uploadedUrl: 'https://cdn.example/a.jpg' },
        { id: 'b', uploadedUrl: 'https://cdn.example/b.jpg' },
      ]),
    ).toEqual(['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg']);
  });

  it.each([
    [{ id: 'a', uploadedUrl: 'https://x/a' }, null, false, 'uploaded'],
    [{ id: 'a', uploadedUrl: 'https://x/a' }, 'b', true, 'uploaded'],
    [{ id: 'b' }, 'b', true, 'uploading'],
    [{ id: 'b', failed: true }, 'b', true, 'uploading'],
    [{ id: 'b', failed: true }, null, false, 'failed'],
    [{ id: 'c' }, 'b', true, 'waiting'],
    [{ id: 'c' }, null, false, undefined],
  ] as const)('mark of %o (now %s, sending %s): %s', (photo, current, sending, mark) => {
    expect(markOf(photo, current, sending)).toBe(mark);
  });
});

describe('readDraft', () => {
  it.each([
    [null, { text: '', photos: [] }],
    ['oops', { text: '', photos: [] }],
    [
      { text: 5, photos: 'x' },
      { text: '', photos: [] },
    ],
    [
      { text: `${a200}zz`, photos: [] },
      { text: a200, photos: [] },
    ],
    [
      {
        text: 'hi',
        photos: [
          { id: 'a', uploadedUrl: 'https://cdn.example/a.jpg' },
          { id: 'a' },
          { id: '' },
          null,
          { id: 'b', uploadedUrl: 'javascript:alert(1)', failed: true },
        ],
      },
      {
        text: 'hi',
        photos: [
          { id: 'a', uploadedUrl: 'https://cdn.example/a.jpg' },
          { id: 'b', failed: true },
        ],
      },
    ],
    [
      {
        text: 'hi',
        photos: [],
        saving: { key: 'k1', text: 'hi', urls: ['https://x/a', 'ftp://x', '/img/b.jpg'] },
      },
      { text: 'hi', photos: [], saving: { key: 'k1', text: 'hi', urls: ['https://x/a', '/img/b.jpg'] } },
    ],
    [
      { text: 'hi', photos: [], saving: { key: 1 } },
      { text: 'hi', photos: [] },
    ],
    // The type chosen on the form (a complaint from the chatbot): kept; a blank or odd one is dropped.
    [
      { text: 'hi', photos: [], chosenType: { problemType: '1', problemSonType: '12' } },
      { text: 'hi', photos: [], chosenType: { problemType: '1', problemSonType: '12' } },
    ],
    [
      { text: 'hi', photos: [], chosenType: { problemType: '2', problemSonType: 7 } },
      { text: 'hi', photos: [], chosenType: { problemType: '2' } },
    ],
    [
      { text: 'hi', photos: [], chosenType: { problemType: '' } },
      { text: 'hi', photos: [] },
    ],
  ])('%#: reads what is usable', (stored, draft) => {
    expect(readDraft(stored)).toEqual(draft);
  });

  it('keeps at most 9 photos', () => {
    const photos = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}` }));
    expect(readDraft({ text: '', photos }).photos).toHaveLength(9);
  });
});

describe('mergeDraftPhotos', () => {
  it.each([
    ['a stored file comes back with its photo', [{ id: 'a' }], ['a'], [{ id: 'a', file: 'file-a' }], [], []],
    [
      'an uploaded photo stays without its file; one with neither is gone, and named as lost',
      [{ id: 'a', uploadedUrl: 'https://x/a' }, { id: 'b' }],
      [],
      [{ id: 'a', uploadedUrl: 'https://x/a' }],
      [],
      ['b'],
    ],
    [
      'order is the kept order; files no photo names are orphans',
      [{ id: 'b' }, { id: 'a', failed: true }],
      ['a', 'b', 'z'],
      [
        { id: 'b', file: 'file-b' },
        { id: 'a', failed: true, file: 'file-a' },
      ],
      ['z'],
      [],
    ],
    [
      'a failed photo whose file was not stored in time is lost; its uploaded neighbour stays',
      [
        { id: 'r', failed: true },
        { id: 't', uploadedUrl: 'https://x/t' },
      ],
      [],
      [{ id: 't', uploadedUrl: 'https://x/t' }],
      [],
      ['r'],
    ],
  ])('%s', (_, kept, stored, photos, orphans, lost) => {
    const files = new Map(stored.map((id) => [id, `file-${id}`]));
    expect(mergeDraftPhotos(kept, files)).toEqual({ photos, orphans, lost });
  });
});

describe('draftKey', () => {
  it('is one per order, type and sub-type', () => {
    expect(draftKey('NO1', '2')).toBe('loan-h5:complaint-draft:NO1:2:');
    expect(draftKey('NO1', '1', '12')).toBe('loan-h5:complaint-draft:NO1:1:12');
  });
});

describe('scaledSize', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200, scaled: true }],
    [3000, 4000, { width: 1200, height: 1600, scaled: true }],
    [1600, 900, { width: 1600, height: 900, scaled: false }],
    [800, 600, { width: 800, height: 600, scaled: false }],
    [9000, 10, { width: 1600, height: 2, scaled: true }],
    [20000, 1, { width: 1600, height: 1, scaled: true }],
  ])('%i×%i → %o', (w, h, size) => {
    expect(scaledSize(w, h)).toEqual(size);
  });
});

describe('isUploadRef', () => {
  it.each([
    ['https://cdn.example/a.jpg', true],
    ['http://cdn.example/a.jpg', true],
    ['/mock-assets/receipt.svg', true],
    ['uploads/2026/a.jpg', true],
    ['', false],
    ['https://x/a.jpg,https://x/b.jpg', false],
    ['https://x/a b.jpg', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    [42, false],
    [null, false],
  ])('%j: %s', (value, ok) => expect(isUploadRef(value)).toBe(ok));
});
