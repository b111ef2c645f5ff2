import { createHash } from 'node:crypto';
import type { Language } from '@stayvn/shared';
import type { CatalogGalleryImage, NewReviewRow } from '../db/schema/index.js';

/**
 * Demo reviews for a local run and the e2e suite: believable, varied and the same on every run
 * for the same catalog. Each apartment gets 0 to 18 reviews (about one in six none, some more
 * than 15 so the web's paginator shows), in English, Japanese and Vietnamese, some long (the web
 * cuts them at 300 characters), some with a tag or the apartment's own pictures. Each apartment
 * leans good, fair or poor, so that rating labels (excellent, good, review score) all appear.
 */

export interface DemoReviewProperty {
  documentId: string;
  images: CatalogGalleryImage[];
}

export const demoReviewsMax = 18;

/** A small deterministic generator (mulberry32) seeded from a text. */
function randomFrom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const names: Record<Language, readonly string[]> = {
  en: [
    'Emma Johnson',
    'Liam Smith',
    'Olivia Brown',
    'Noah Wilson',
    'Sophie Martin',
    'James Taylor',
    'Chloe Davies',
    'Daniel Müller',
  ],
  jp: [
    '佐藤 健',
    '鈴木 美咲',
    '高橋 大輔',
    '田中 陽子',
    '伊藤 翔太',
    '渡辺 さくら',
    '山本 拓也',
    '中村 優子',
  ],
  vi: [
    'Nguyễn Văn An',
    'Trần Thị Bích',
    'Lê Minh Châu',
    'Phạm Quốc Dũng',
    'Hoàng Thu Hà',
    'Vũ Đức Huy',
    'Đặng Mai Linh',
    'Bùi Thanh Tùng',
  ],
};

/** Texts by how the stay went: good (5–4), fair (3) and poor (2–1). */
const texts: Record<Language, Record<'good' | 'fair' | 'poor', readonly string[]>> = {
  en: {
    good: [
      'Spotless apartment, friendly staff and a very quiet bedroom. Would stay again.',
      'Great location, walking distance to cafés and the lake. Check-in took five minutes.',
      'We stayed three months for work and it felt like home. The kitchen has everything you need, the housekeeping team came twice a week and always left the place perfect, and the reception helped us with a SIM card, a motorbike rental and even a doctor appointment. The gym and pool are small but clean and never crowded. The only thing I would change is the water pressure on the top floors in the evening, which is a minor point compared to how comfortable the whole stay was.',
      'Bright living room with a lovely view, fast Wi-Fi for video calls. Highly recommended.',
      'Very good value for the size. The building manager answered every message within minutes.',
    ],
    fair: [
      'Nice apartment but the street can be noisy at night. Staff were helpful.',
      'Good size and clean, although the furniture is a little dated. Fine for a short stay.',
      'The location is convenient and the rooms are spacious, but the air conditioning in the second bedroom was loud and it took two days for someone to look at it. Cleaning was done well, the lobby is pleasant and the security guards are polite. Overall an average experience for the price; I would consider it again if the maintenance response were faster.',
    ],
    poor: [
      'The photos look better than the real apartment. Bathroom needed a deep clean.',
      'Construction next door from 7 am every day, nobody told us before we booked.',
    ],
  },
  jp: {
    good: [
      'とても清潔で、スタッフの対応も親切でした。また利用したいです。',
      '立地が最高です。湖やカフェまで歩いて行けます。チェックインもスムーズでした。',
      '出張で三か月滞在しましたが、まるで自宅のように快適に過ごせました。キッチンには調理器具が一通りそろっており、週二回の清掃もいつも丁寧でした。フロントの方はSIMカードの購入やバイクのレンタル、病院の予約まで手伝ってくださり、本当に助かりました。ジムとプールは小さめですが清潔で、混雑することはありませんでした。夜の時間帯に上の階で水圧が少し弱くなる点だけが気になりましたが、全体としてはとても満足しています。',
      'リビングが明るく眺めも素晴らしいです。Wi-Fiも速く、オンライン会議も問題ありませんでした。',
    ],
    fair: [
      '部屋はきれいですが、夜は通りの音が少し気になりました。',
      '広さは十分ですが、家具がやや古い印象です。短期滞在なら問題ありません。',
    ],
    poor: ['写真と実物の印象がかなり違いました。浴室の清掃が不十分でした。'],
  },
  vi: {
    good: [
      'Căn hộ sạch sẽ, nhân viên thân thiện, phòng ngủ rất yên tĩnh. Chắc chắn sẽ quay lại.',
      'Vị trí tuyệt vời, đi bộ ra hồ và quán cà phê chỉ vài phút. Nhận phòng rất nhanh.',
      'Gia đình tôi ở đây hai tháng và cảm thấy như ở nhà. Bếp có đầy đủ dụng cụ, đội dọn phòng đến hai lần mỗi tuần và luôn làm rất kỹ. Lễ tân nhiệt tình hỗ trợ chúng tôi mua sim, thuê xe máy và cả đặt lịch khám bệnh. Phòng gym và hồ bơi tuy nhỏ nhưng sạch và ít người. Điểm duy nhất cần cải thiện là áp lực nước ở các tầng cao vào buổi tối hơi yếu, nhưng nhìn chung kỳ nghỉ rất thoải mái.',
      'Phòng khách sáng, view đẹp, wifi mạnh, họp trực tuyến không bị gián đoạn.',
    ],
    fair: [
      'Căn hộ ổn nhưng buổi tối đường phố hơi ồn. Nhân viên hỗ trợ nhiệt tình.',
      'Diện tích rộng, sạch sẽ, tuy nội thất hơi cũ. Phù hợp cho kỳ nghỉ ngắn.',
    ],
    poor: ['Căn hộ thực tế không giống ảnh. Phòng tắm cần được vệ sinh kỹ hơn.'],
  },
};

const languages: readonly Language[] = ['en', 'en', 'vi', 'jp'];
type Lean = 'good' | 'fair' | 'poor';
/** Rates an apartment of each lean tends to get. */
const ratesByLean: Record<Lean, readonly number[]> = {
  good: [5, 5, 5, 4, 4, 4, 5, 3],
  fair: [4, 3, 3, 3, 4, 2, 3, 5],
  poor: [2, 1, 2, 3, 1, 2, 4, 3],
};
const dayMs = 86_400_000;

function moodOf(rate: number): Lean {
  if (rate >= 4) return 'good';
  return rate === 3 ? 'fair' : 'poor';
}

/**
 * The demo reviews of these apartments. `now` anchors their dates (spread over the two years
 * before it); `tagKeys` are the review tags a reviewer may have picked.
 */
export function demoReviews(
  properties: readonly DemoReviewProperty[],
  tagKeys: readonly string[],
  now: Date,
): NewReviewRow[] {
  return properties.flatMap((property) => {
    const random = randomFrom(`stayvn-demo-reviews:${property.documentId}`);
    const howMany = random() < 0.17 ? 0 : 1 + Math.floor(random() * demoReviewsMax);
    const lean = pick(random, ['good', 'good', 'good', 'fair', 'fair', 'poor'] as const);
    return Array.from({ length: howMany }, (_, index): NewReviewRow => {
      const language = pick(random, languages);
      const rate = pick(random, ratesByLean[lean]);
      const withTag = tagKeys.length > 0 && random() < 0.4;
      const withImages = property.images.length > 0 && random() < 0.2;
      const daysAgo = 2 + Math.floor(random() * 700);
      return {
        propertyDocumentId: property.documentId,
        authorFullName: pick(random, names[language]),
        rate,
        content: pick(random, texts[language][moodOf(rate)]),
        tagKey: withTag ? pick(random, tagKeys) : null,
        images: withImages
          ? property.images.slice(0, 1 + (index % 3)).map((image) => ({ url: image.url }))
          : [],
        language,
        status: 'published',
        // A few minutes apart besides the day, so that no two reviews of a page tie.
        createdAt: new Date(now.getTime() - daysAgo * dayMs - index * 60_000),
      };
    });
  });
}
