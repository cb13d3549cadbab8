// Fixture builders: plain-word overrides in, the backend's wire format out. Each result is checked
// against the endpoint's own schema, so a fixture can never drift from what the client parses.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { endpoints } from '../endpoints';
import {
  answerComplaint,
  complaintDetailOf,
  createChannelTemplate,
  createComplaint,
  createQaList,
} from './index';

describe('complaints, chatbot, promotion', () => {
  it('a complaint with a reply asks for a rating; its images are local files', () => {
    const wire = createComplaint({ reply: 'Sudah kami perbaiki.', images: ['/mock-assets/receipt.svg'] });
    expect(v.parse(endpoints.problemDetail.data, complaintDetailOf(wire))).toMatchObject({
      reply: 'Sudah kami perbaiki.',
      askForRating: true,
      images: ['/mock-assets/receipt.svg'],
      type: 'Pembayaran',
    });
  });

  it('an answered complaint is resolved with the market reply (or the given one) and asks for a rating', () => {
    const filed = createComplaint({ market: 'IN', problemId: '6001', content: 'Charged twice.' });
    expect(complaintDetailOf(filed)).toMatchObject({ disposeDetail: '', isScore: 0 });
    const answered = answerComplaint(filed, 'IN');
    expect(v.parse(endpoints.problemDetail.data, complaintDetailOf(answered))).toMatchObject({
      problemId: '6001',
      content: 'Charged twice.',
      reply: 'Thank you for telling us. We have checked your order and the problem is now solved.',
      replyImages: [],
      askForRating: true,
    });
    expect(
      answerComplaint(filed, 'ID', {
        text: 'Sudah kami perbaiki.',
        images: ['/mock-assets/reply-proof.svg'],
      }),
    ).toMatchObject({
      disposeDetail: 'Sudah kami perbaiki.',
      disposeImages: ['/mock-assets/reply-proof.svg'],
    });
    // The complaint it answers is left as it was.
    expect(filed.disposeDetail).toBe('');
  });

  it('chatbot categories and answers parse', () => {
    expect(v.parse(endpoints.qaList.data, createQaList('IN')).answers).toHaveLength(4);
    expect(v.parse(endpoints.qaList.data, createQaList('ID', 4)).answers[0]).toMatchObject({ actionType: 4 });
  });

  it('the landing template uses the local banner in the market’s colours and leaves the phone rule to the market', () => {
    expect(v.parse(endpoints.channelTemplate.data, createChannelTemplate({ market: 'IN' }))).toMatchObject({
      bannerImage: '/mock-assets/banner-promo-in.svg',
      phoneRule: null,
      appName: 'Rupee Express',
    });
    expect(createChannelTemplate({ market: 'ID' }).bannerImage).toBe('/mock-assets/banner-promo.svg');
  });
});
