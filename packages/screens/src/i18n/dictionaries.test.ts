import { describe, expect, it } from 'vitest';
import { en } from './en';
import { id } from './id';
import { COPY_PARTS, type CopyPart } from './copy/copyParts';
import { core as coreEn } from './copy/core.en';
import { core as coreId } from './copy/core.id';
import { loan as loanEn } from './copy/loan.en';
import { loan as loanId } from './copy/loan.id';
import { repay as repayEn } from './copy/repay.en';
import { repay as repayId } from './copy/repay.id';
import { testPreview as testPreviewEn } from './copy/testPreview.en';
import { testPreview as testPreviewId } from './copy/testPreview.id';
import { info as infoEn } from './copy/info.en';
import { info as infoId } from './copy/info.id';
import { payway as paywayEn } from './copy/payway.en';
import { payway as paywayId } from './copy/payway.id';
import { complaint as complaintEn } from './copy/complaint.en';
import { complaint as complaintId } from './copy/complaint.id';
// Official site
import { site as siteEn } from './copy/site.en';
import { site as siteId } from './copy/site.id';
import { complaintForm as complaintFormEn } from './copy/complaintForm.en';
import { complaintForm as complaintFormId } from './copy/complaintForm.id';
import { promotion as promotionEn } from './copy/promotion.en';
import { promotion as promotionId } from './copy/promotion.id';
// Chatbot (/intelligentCustomerService)
import { chatbot as chatbotEn } from './copy/chatbot.en';
import { chatbot as chatbotId } from './copy/chatbot.id';

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(en) as Array<keyof typeof en>;

describe('dictionaries', () => {
  it('have the same keys in English and Indonesian', () => {
    expect(Object.keys(id).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s has the same {slots} in both languages', (key) => {
    expect(slots(id[key])).toEqual(slots(en[key]));
  });

  it('have no empty, Chinese or placeholder text', () => {
    for (const dict of [en, id] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(dict)) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toMatch(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/);
        expect(text, key).not.toMatch(/\b(TODO|TBD|lorem|xxx)\b/i);
      }
    }
  });

  it('are translated, not copied: most Indonesian strings differ from English', () => {
    const same = keys.filter((k) => en[k] === id[k]);
    // Only brand-neutral tokens such as "OK" may be equal.
    expect(same.length / keys.length).toBeLessThan(0.05);
  });
});

describe('dictionary parts', () => {
  const parts = {
    core: [coreEn, coreId],
    loan: [loanEn, loanId],
    repay: [repayEn, repayId],
    testPreview: [testPreviewEn, testPreviewId],
    info: [infoEn, infoId],
    payway: [paywayEn, paywayId],
    complaint: [complaintEn, complaintId],
    site: [siteEn, siteId],
    complaintForm: [complaintFormEn, complaintFormId],
    promotion: [promotionEn, promotionId],
    // Chatbot: the last of COPY_PARTS (the order is checked below)
    chatbot: [chatbotEn, chatbotId],
  } satisfies Record<CopyPart, [object, object]>;

  it('are the parts the app can load, each in both languages with the same keys', () => {
    expect(Object.keys(parts)).toEqual([...COPY_PARTS]);
    for (const [name, [english, indonesian]] of Object.entries(parts)) {
      expect(Object.keys(indonesian).sort(), name).toEqual(Object.keys(english).sort());
    }
  });

  it('share no key, so joining them never hides one part behind another', () => {
    const all = Object.values(parts).flatMap(([english]) => Object.keys(english));
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([...keys].sort());
  });
});
