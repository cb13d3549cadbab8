import type { chatbotEndpoints } from '../../endpoints/chatbot';
import { pick } from '../market';
import { createQaList, qaReply } from '../fixtures/chatbot';
import { failure, type MockEndpoint } from './define';

/** Record types (spec 3): 1 a human, 2 helpful or not, 3 stars, 4 free text. */
const HUMAN = 1;
const STARS = 3;
const TEXT = 4;

/** What `qaRecordFails:<type>` answers: the server is busy (code 1). */
const BUSY = {
  ID: 'Layanan sedang sibuk, silakan coba lagi nanti.',
  IN: 'The service is busy, please try again later.',
};

export const chatbotMocks: Partial<Record<keyof typeof chatbotEndpoints, MockEndpoint>> = {
  qaList: {
    reply: (ctx) => {
      const pid = ctx.params.pid ?? 0;
      const list = createQaList(ctx.market, pid);
      // `qaEmptyCategory:<pid>`: that category has no answers (the top list is never emptied by it).
      const empty = ctx.store.seed.qaEmptyCategory;
      return empty !== undefined && String(pid) === empty ? { ...list, answerList: [] } : list;
    },
    empty: (ctx) => ({ ...createQaList(ctx.market, ctx.params.pid ?? 0), answerList: [] }),
  },
  qaRecord: {
    // Every record is kept; a low star score, a request for a human and typed text get a message back.
    reply: (ctx) => {
      const { qaRecordFails, qaSilentLowScore } = ctx.store.seed;
      const type = Number(ctx.params.type);
      const value = ctx.params.value ?? '';
      if (qaRecordFails === type) return failure(1, pick(ctx.market, BUSY));
      ctx.db.qaRecords.push({ orderNo: ctx.params.orderNo ?? '', type, value, qaId: ctx.params.qaId ?? '' });
      if (type === HUMAN) return { message: qaReply(ctx.market, 'human') };
      if (type === STARS && Number(value) < 4)
        return qaSilentLowScore ? '' : { message: qaReply(ctx.market, 'lowScore') };
      if (type === TEXT) return { message: qaReply(ctx.market, 'text') };
      return '';
    },
  },
};
