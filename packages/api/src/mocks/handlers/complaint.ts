import type { complaintEndpoints } from '../../endpoints/complaint';
import { MOCK_ASSETS } from '../assets';
import {
  answerComplaint,
  COLLECTION_TYPE,
  complaintDetailOf,
  complaintTabs,
  createComplaint,
  newProblemTypesFor,
  orderSummaryOf,
} from '../fixtures/complaint';
import { dateTime } from '../fixtures/format';
import { pick } from '../market';
import { nextId, orderFor } from '../store';
import { failure, MockFailure, type MockContext, type MockEndpoint } from './define';

/** Limits the backend enforces too (spec 5 and 9). */
const TEXT_MAX = 200;
const IMAGES_MAX = 9;

const COPY = {
  noDetail: { ID: 'Mohon isi keluhan dan saran Anda.', IN: 'Please fill in your comments and suggestions.' },
  tooLong: { ID: 'Keluhan maksimal 200 karakter.', IN: 'A complaint can be at most 200 characters.' },
  tooMany: { ID: 'Maksimal 9 gambar.', IN: 'At most 9 images.' },
  noType: { ID: 'Silakan pilih jenis permasalahan.', IN: 'Please choose a problem type.' },
  noCollection: {
    ID: 'Pesanan yang dipilih tidak mendukung keluhan penagihan.',
    IN: 'The selected order does not support sending collection types',
  },
  noComplaint: { ID: 'Keluhan tidak ditemukan.', IN: 'Complaint not found.' },
  badScore: { ID: 'Silakan pilih', IN: 'Please choose a rating' },
  noImage: { ID: 'Pilih gambar terlebih dahulu.', IN: 'Please choose an image first.' },
  uploadFailed: { ID: 'Gagal mengunggah gambar, silakan coba lagi.', IN: 'Upload failed, please try again.' },
  notImage: { ID: 'Hanya file gambar yang dapat diunggah.', IN: 'Only image files can be uploaded.' },
};

/** The entry pages' orders: the chosen one first in the card, every order in the "All" list. */
function entryOrders(ctx: MockContext) {
  const orders = [...ctx.db.orders.values()];
  if (orders.length === 0) return { orderDetail: '', orderList: [] };
  const current = orderFor(ctx.db, ctx.store.seed, ctx.params.orderId, ctx.params.orderNo);
  return { orderDetail: orderSummaryOf(current), orderList: [...ctx.db.orders.values()].map(orderSummaryOf) };
}

const complaintOf = (ctx: MockContext) => ctx.db.complaints.find((c) => c.problemId === ctx.params.problemId);

/** A complaint id the borrower has not filed opens the newest one (the test preview page sends any id). */
const complaintOrNewest = (ctx: MockContext) =>
  complaintOf(ctx) ?? ctx.db.complaints[ctx.db.complaints.length - 1];

/** Saves a complaint from problem-save's fields, or refuses it as the backend would. */
function saveComplaint(ctx: MockContext) {
  const { problemType = '', problemSonType, problemDetail = '', problemImage = '', orderNo } = ctx.params;
  const images = problemImage.split(',').filter(Boolean);
  if (!ctx.db.problemTypes.some((t) => String(t.value) === problemType))
    return failure('01', pick(ctx.market, COPY.noType));
  if (!problemDetail.trim()) return failure('01', pick(ctx.market, COPY.noDetail));
  if (Array.from(problemDetail).length > TEXT_MAX) return failure('01', pick(ctx.market, COPY.tooLong));
  if (images.length > IMAGES_MAX) return failure('01', pick(ctx.market, COPY.tooMany));
  const order = orderFor(ctx.db, ctx.store.seed, undefined, orderNo);
  if (problemType === COLLECTION_TYPE && Number(order.isShow) !== 1)
    return failure('01', pick(ctx.market, COPY.noCollection));
  const complaint = createComplaint({
    market: ctx.market,
    problemId: String(6000 + nextId(ctx.db)),
    problemType,
    problemSonType,
    orderNo: order.orderNo,
    content: problemDetail,
    images,
    time: dateTime(0, '10:30:00'),
  });
  ctx.db.complaints.push(ctx.store.seed.complaintReply ? answerComplaint(complaint, ctx.market) : complaint);
  return complaint;
}

export const complaintMocks: Partial<Record<keyof typeof complaintEndpoints, MockEndpoint>> = {
  problemInit: {
    reply: (ctx) => ({
      problemType: ctx.db.problemTypes,
      problemSonType: ctx.db.problemSubTypes,
      ...entryOrders(ctx),
    }),
    empty: (ctx) => ({
      problemType: ctx.db.problemTypes,
      problemSonType: ctx.db.problemSubTypes,
      orderDetail: '',
      orderList: [],
    }),
  },
  problemTypes: {
    reply: (ctx) => ({ problemType: ctx.db.problemTypes, problemSonType: ctx.db.problemSubTypes }),
    empty: () => ({ problemType: [], problemSonType: [] }),
  },
  problemInitNew: {
    reply: (ctx) => ({ problemStatus: newProblemTypesFor(ctx.market), ...entryOrders(ctx) }),
    empty: (ctx) => ({ problemStatus: newProblemTypesFor(ctx.market), orderDetail: '', orderList: [] }),
  },
  problemDetail: {
    reply: (ctx) => {
      const complaint = complaintOrNewest(ctx);
      return complaint ? complaintDetailOf(complaint) : failure('01', pick(ctx.market, COPY.noComplaint));
    },
    empty: (ctx) => {
      const complaint = complaintOrNewest(ctx);
      if (!complaint) return failure('01', pick(ctx.market, COPY.noComplaint));
      return { ...complaintDetailOf(complaint), images: [], disposeDetail: '', disposeImages: [] };
    },
  },
  problemScore: {
    // Rated once: the complaint stops asking.
    reply: (ctx) => {
      const complaint = complaintOf(ctx);
      if (!complaint) return failure('01', pick(ctx.market, COPY.noComplaint));
      const score = Number(ctx.params.score);
      if (!Number.isInteger(score) || score < 1 || score > 5)
        return failure('01', pick(ctx.market, COPY.badScore));
      Object.assign(complaint, { isScore: 0, score });
      return null;
    },
  },
  problemSave: {
    // A saved complaint is "in progress" in the list and opens in its details; with `complaintReply` the
    // service has answered it at once (resolved, asking for a rating). The reply carries its number.
    reply: (ctx) => {
      const saved = saveComplaint(ctx);
      return saved instanceof MockFailure ? saved : { problemId: saved.problemId };
    },
  },
  problemImageUpload: {
    // Each upload gets one of the mock photos (the file itself is not kept).
    reply: (ctx) => {
      if (!ctx.files.problemImage) return failure('01', pick(ctx.market, COPY.noImage));
      if (!ctx.files.problemImage.type.startsWith('image/'))
        return failure('01', pick(ctx.market, COPY.notImage));
      // `upload-fails:<n>`: the n-th attempt (this one is already in the call log) is refused.
      const attempt = ctx.store.calls.filter((c) => c.endpoint === 'upload-problem-img').length;
      if (ctx.store.seed.uploadFails?.includes(attempt))
        return failure('01', pick(ctx.market, COPY.uploadFailed));
      const photos = [MOCK_ASSETS.receipt, MOCK_ASSETS.transferScreenshot];
      const url = photos[ctx.db.uploads.length % photos.length]!;
      ctx.db.uploads.push(url);
      return { url };
    },
  },
  problemList: {
    reply: (ctx) => complaintTabs(ctx.market, ctx.db.complaints),
    empty: (ctx) => complaintTabs(ctx.market, []),
  },
  customerContact: {
    reply: (ctx) => ctx.db.customerContact,
  },
};
