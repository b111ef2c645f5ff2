/* The VietQR payload: EMVCo merchant-presented QR, NAPAS 247 inter-bank transfer to an account. */

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

export const napasGuid = 'A000000727';

export interface VietQrInput {
  /** The bank's 6-digit NAPAS BIN (e.g. 970436 Vietcombank). */
  bankBin: string;
  accountNumber: string;
  /** In whole dong; absent for a QR without an amount. */
  amountVnd?: number;
  /** The transfer content (additional data 08, purpose of transaction), at most 25 characters. */
  purpose?: string;
  /** Additional data 01, bill number. */
  billNumber?: string;
}

/**
 * The VietQR payload a banking app scans: payload format 01; point of initiation 12 (dynamic,
 * with an amount) or 11 (static); merchant account 38 = NAPAS GUID, the beneficiary (BIN and
 * account number) and the service QRIBFTTA (transfer to an account); currency 704; amount;
 * country VN; additional data; and the CRC over everything before it, including `6304`.
 */
export function vietQrPayload({
  bankBin,
  accountNumber,
  amountVnd,
  purpose,
  billNumber,
}: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new RangeError('bank BIN must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber))
    throw new RangeError('account number must be 1 to 19 letters or digits');
  if (amountVnd !== undefined && (!Number.isInteger(amountVnd) || amountVnd <= 0))
    throw new RangeError('amount must be a positive whole number of dong');
  if (purpose !== undefined && purpose.length > 25)
    throw new RangeError('purpose must be at most 25 characters');
  const beneficiary = tlv('00', bankBin) + tlv('01', accountNumber);
  const merchant = tlv('00', napasGuid) + tlv('01', beneficiary) + tlv('02', 'QRIBFTTA');
  const additional = (billNumber ? tlv('01', billNumber) : '') + (purpose ? tlv('08', purpose) : '');
  const body =
    tlv('00', '01') +
    tlv('01', amountVnd === undefined ? '11' : '12') +
    tlv('38', merchant) +
    tlv('53', '704') +
    (amountVnd === undefined ? '' : tlv('54', String(amountVnd))) +
    tlv('58', 'VN') +
    (additional ? tlv('62', additional) : '') +
    '6304';
  return body + crc16Ccitt(body);
}

/** Whether a payload's last four characters are the CRC of everything before them. */
export function hasValidVietQrCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
}
