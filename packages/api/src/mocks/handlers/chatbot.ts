import type { chatbotEndpoints } from '../../endpoints/chatbot';
import { createQaList, qaReply } from '../fixtures/chatbot';
import type { MockEndpoint } from './define';

/** Record types (spec 3): 1 a human, 2 helpful or not, 3 stars, 4 free text. */
const HUMAN = 1;
const STARS = 3;
const TEXT = 4;

export const chatbotMocks: Partial<Record<keyof typeof chatbotEndpoints, MockEndpoint>> = {
  qaList: {
    reply: (ctx) => createQaList(ctx.market, ctx.params.pid ?? 0),
    empty: (ctx) => ({ ...createQaList(ctx.market, ctx.params.pid ?? 0), answerList: [] }),
  },
  qaRecord: {
    // Every record is kept; a low star score, a request for a human and typed text get a message back.
    reply: (ctx) => {
      const type = Number(ctx.params.type);
      const value = ctx.params.value ?? '';
      ctx.db.qaRecords.push({ orderNo: ctx.params.orderNo ?? '', type, value, qaId: ctx.params.qaId ?? '' });
      if (type === HUMAN) return { message: qaReply(ctx.market, 'human') };
      if (type === STARS && Number(value) < 4) return { message: qaReply(ctx.market, 'lowScore') };
      if (type === TEXT) return { message: qaReply(ctx.market, 'text') };
      return '';
    },
  },
};
