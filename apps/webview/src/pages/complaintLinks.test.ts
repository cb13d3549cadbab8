import { describe, expect, it } from 'vitest';
import {
  absoluteImageUrl,
  chatbotHref,
  complaintDetailsHref,
  complaintFormHref,
  complaintPageHref,
} from './complaintLinks';

const SEARCH = '?tok=t0k&dId=d1&lang=1&orderId=10001';

describe('complaintFormHref', () => {
  it.each([
    [
      'a type: the type and the order, with the page params',
      { problemType: '2', orderNo: 'LN1' },
      '/complainPageNext?tok=t0k&dId=d1&lang=1&orderId=10001&problemType=2&orderNo=LN1',
    ],
    [
      'a collection sub-type: problemSonType too',
      { problemType: '1', problemSonType: '13', orderNo: 'LN1' },
      '/complainPageNext?tok=t0k&dId=d1&lang=1&orderId=10001&problemType=1&problemSonType=13&orderNo=LN1',
    ],
    [
      'no order: an empty orderNo',
      { problemType: '6', orderNo: '' },
      '/complainPageNext?tok=t0k&dId=d1&lang=1&orderId=10001&problemType=6&orderNo=',
    ],
  ])('%s', (_name, choice, href) => {
    expect(complaintFormHref(SEARCH, choice)).toBe(href);
  });

  it('drops a sub-type left in the query by an earlier choice', () => {
    expect(complaintFormHref('?problemSonType=12', { problemType: '2', orderNo: 'A' })).toBe(
      '/complainPageNext?problemType=2&orderNo=A',
    );
  });
});

describe('other complaint links', () => {
  it.each([
    [
      chatbotHref('?lang=0', { selectedIndex: 2, orderNo: 'LN9' }),
      '/intelligentCustomerService?lang=0&orderNo=LN9&selectedIndex=2',
    ],
    [
      chatbotHref('?lang=0&problemType=9', { selectedIndex: 1, orderNo: 'LN9', problemType: '2' }),
      '/intelligentCustomerService?lang=0&problemType=2&orderNo=LN9&selectedIndex=1',
    ],
    [complaintDetailsHref('?tok=a&problemId=1', '5001'), '/complainDetails?tok=a&problemId=5001'],
    [complaintPageHref('/complaintList', '?tok=a&problemId=5001'), '/complaintList?tok=a'],
    [complaintPageHref('/complaint', ''), '/complaint'],
  ])('%s', (href, expected) => {
    expect(href).toBe(expected);
  });
});

describe('absoluteImageUrl', () => {
  it.each([
    ['/mock-assets/a.svg', 'https://api.example', 'https://api.example/mock-assets/a.svg'],
    ['/a.png', 'https://api.example/', 'https://api.example/a.png'],
    ['https://cdn.example/a.png', 'https://api.example', 'https://cdn.example/a.png'],
    ['//evil.example/a.png', 'https://api.example', '//evil.example/a.png'],
    ['javascript:alert(1)', 'https://api.example', 'javascript:alert(1)'],
  ])('%s on %s', (url, origin, expected) => {
    expect(absoluteImageUrl(url, origin)).toBe(expected);
  });
});
