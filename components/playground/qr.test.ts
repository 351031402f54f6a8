import { encode } from 'uqr';
import { qrImage } from './qr';

describe('qrImage', () => {
  const link = 'http://192.168.1.20:3000/playground/?gravity=12.5&bounciness=0.4&speed=3&density=80';

  it('draws one square per dark module of the encoded link', () => {
    const { size, path } = qrImage(link);
    const { data } = encode(link, { ecc: 'M', border: 2 });
    expect(size).toBe(data.length);
    const dark = data.flat().filter(Boolean).length;
    expect(path.match(/M\d+ \d+h1v1h-1z/g)).toHaveLength(dark);
  });

  it('changes with the link', () => {
    expect(qrImage(link).path).not.toBe(qrImage(link.replace('80', '85')).path);
  });
});
