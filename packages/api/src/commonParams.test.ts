import { describe, expect, it } from 'vitest';
import { readPageContext } from './commonParams';

describe('readPageContext', () => {
  it('keeps the device and session params, the page ids and the header values', () => {
    const page = readPageContext(
      '?dId=d1&aMar=gp&aVer=3.4&tok=t&aTp=1&dNa=Redmi&oVer=11&gid=g&pf=android&orderId=9&productId=12&spits=s&eyes=e&lang=1&other=x',
    );
    expect(page.common).toEqual({
      dId: 'd1',
      aMar: 'gp',
      aVer: '3.4',
      tok: 't',
      aTp: '1',
      dNa: 'Redmi',
      oVer: '11',
      gid: 'g',
      pf: 'android',
    });
    expect(page.ids).toEqual({ orderId: '9', productId: '12' });
    expect(page.headers).toEqual({ spits: 's', beech: '', swift: '', eyes: 'e' });
  });

  it('leaves out empty params', () => {
    expect(readPageContext('?tok=&dId=').common).toEqual({});
  });
});
