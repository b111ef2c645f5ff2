import type { CityCode, GeoPoint, ImageMotif, Localized, PropertySeed } from './types.js';
import { projects, address, ascii } from './projects.js';
import { offerServices } from './services.js';

/**
 * 80 demo listings (70 apartments, 10 serviced offices), built deterministically from the
 * hand-written building blocks below. No randomness at run time: a seeded PRNG (mulberry32,
 * seeded from the listing key) picks sizes, floors and text variants, so every seed run yields
 * exactly the same data.
 */

export const USD_TO_VND = 25_400;

// ---------------------------------------------------------------------------------------------
// Deterministic helpers
// ---------------------------------------------------------------------------------------------

const hash = (s: string): number => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};
const prng = (seed: number) => {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const roundTo = (n: number, step: number) => Math.round(n / step) * step;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};
const kebab = (s: string) =>
  ascii(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const md = (...paragraphs: string[]) => paragraphs.filter(Boolean).join('\n\n');
const same = (s: string): Localized => ({ en: s, ja: s, vi: s });

// ---------------------------------------------------------------------------------------------
// Sites: the 12 projects plus standalone buildings and office buildings
// ---------------------------------------------------------------------------------------------

type Site = {
  key: string;
  project: string | null;
  city: CityCode;
  district: string;
  address: Localized;
  geo: GeoPoint;
  /** used at the end of listing names */
  label: Localized;
  /** "on the 5th floor of {building}" */
  building: Localized;
  note: Localized;
  floors: [number, number];
  /** building facility keys */
  facilities: string[];
  services: string[];
  tier: number;
  /** offices only: USD per m² per month */
  officeRate?: number;
};

const projectSite = (key: string, floors: [number, number], tier: number, note: Localized): Site => {
  const p = projects.find((x) => x.key === key);
  if (!p) throw new Error(`unknown project ${key}`);
  return {
    key,
    project: key,
    city: p.city,
    district: p.district,
    address: p.address,
    geo: p.geo,
    label: p.name,
    building: p.name,
    note,
    floors,
    facilities: p.facilities,
    services: p.services,
    tier,
  };
};

const standard = ['security-24-7', 'elevator', 'parking'];
const defaultServices = ['airport-pickup', 'welcome-fruit', 'weekly-cleaning'];

const sites: Site[] = [
  // Hanoi projects
  projectSite('lotus-lakeside', [3, 15], 1.2, {
    en: 'West Lake is a three-minute walk away.',
    ja: '西湖へは徒歩3分です。',
    vi: 'Chỉ ba phút đi bộ là ra tới Hồ Tây.',
  }),
  projectSite('linden-court', [4, 22], 1.15, {
    en: 'Kim Ma Street, with its Japanese and Korean restaurants, is just around the corner.',
    ja: '日本料理店や韓国料理店が並ぶキムマー通りはすぐそばです。',
    vi: 'Phố Kim Mã với nhiều nhà hàng Nhật, Hàn ở ngay gần.',
  }),
  projectSite('heritage-suites', [2, 5], 1.25, {
    en: 'Hoan Kiem Lake and the Opera House are less than ten minutes away on foot.',
    ja: 'ホアンキエム湖やオペラハウスへは徒歩10分以内です。',
    vi: 'Đi bộ chưa tới mười phút là tới hồ Hoàn Kiếm và Nhà hát Lớn.',
  }),
  projectSite('skyline-park', [6, 30], 1.0, {
    en: 'Shopping malls and international schools are a short walk or drive away.',
    ja: 'ショッピングモールやインターナショナルスクールへも徒歩または車ですぐです。',
    vi: 'Trung tâm thương mại và trường quốc tế đều cách vài phút đi bộ hoặc lái xe.',
  }),
  projectSite('meridian-heights', [5, 27], 1.0, {
    en: 'Japanese and Korean supermarkets are within a five-minute walk.',
    ja: '日系・韓国系スーパーまで徒歩5分圏内です。',
    vi: 'Siêu thị Nhật, Hàn chỉ cách chưa đầy năm phút đi bộ.',
  }),
  // Ho Chi Minh City projects
  projectSite('saigon-central', [5, 24], 1.3, {
    en: 'Nguyen Hue Walking Street and the Little Japan lanes are a few minutes away on foot.',
    ja: 'グエンフエ歩行者天国やリトルジャパンの路地へは徒歩数分です。',
    vi: 'Chỉ vài phút đi bộ là tới phố đi bộ Nguyễn Huệ và khu phố Nhật.',
  }),
  projectSite('willow-river', [2, 4], 1.25, {
    en: 'International schools and organic grocers are within cycling distance.',
    ja: 'インターナショナルスクールやオーガニック食材店へは自転車ですぐです。',
    vi: 'Trường quốc tế và cửa hàng thực phẩm hữu cơ chỉ cách vài phút đạp xe.',
  }),
  projectSite('crescent-bay', [4, 20], 1.1, {
    en: 'The Crescent Lake promenade is a six-minute walk away.',
    ja: 'クレセントレイクの遊歩道へは徒歩6分です。',
    vi: 'Đi bộ sáu phút là tới đường dạo quanh Hồ Bán Nguyệt.',
  }),
  projectSite('sapphire-riverfront', [8, 39], 1.2, {
    en: 'District 1 is about ten minutes away by car.',
    ja: '1区へは車で約10分です。',
    vi: 'Từ đây đi ô tô khoảng mười phút là tới Quận 1.',
  }),
  projectSite('maple-court', [2, 8], 1.05, {
    en: 'Tao Dan Park is a five-minute walk away.',
    ja: 'タオダン公園へは徒歩5分です。',
    vi: 'Công viên Tao Đàn chỉ cách năm phút đi bộ.',
  }),
  // Hai Phong projects
  projectSite('harbour-light', [4, 25], 0.85, {
    en: 'Cat Bi Airport is about ten minutes away by car.',
    ja: 'カットビー空港へは車で約10分です。',
    vi: 'Đi ô tô khoảng mười phút là tới sân bay Cát Bi.',
  }),
  projectSite('opera-garden', [2, 4], 0.8, {
    en: 'The Opera House and the city’s best street food are a short stroll away.',
    ja: 'ハイフォン市劇場や名物の屋台グルメへは歩いてすぐです。',
    vi: 'Nhà hát Thành phố và những hàng quán ngon nhất Hải Phòng chỉ cách vài bước chân.',
  }),

  // Standalone apartment buildings
  {
    key: 'ngoc-lam',
    project: null,
    city: 'HN',
    district: 'long-bien',
    address: address('HN', 'long-bien', 'Nguyễn Văn Cừ', '245', 'Ngọc Lâm'),
    geo: { lat: 21.0432, lng: 105.8712 },
    label: { en: 'Ngoc Lam, Long Bien', ja: 'ロンビエン区ゴックラム', vi: 'Ngọc Lâm, Long Biên' },
    building: {
      en: 'a riverside residential building on Nguyen Van Cu Street',
      ja: 'グエンヴァンクー通りの川沿いのレジデンス',
      vi: 'một tòa nhà ven sông trên phố Nguyễn Văn Cừ',
    },
    note: {
      en: 'The Old Quarter is about ten minutes away across the Chuong Duong bridge.',
      ja: 'チュオンズオン橋を渡れば旧市街まで約10分です。',
      vi: 'Qua cầu Chương Dương khoảng mười phút là tới phố cổ.',
    },
    floors: [6, 18],
    facilities: [...standard, 'laundry-service', 'gym'],
    services: defaultServices,
    tier: 0.85,
  },
  {
    key: 'lo-duc',
    project: null,
    city: 'HN',
    district: 'hai-ba-trung',
    address: address('HN', 'hai-ba-trung', 'Lò Đúc', '102', 'Phạm Đình Hổ'),
    geo: { lat: 21.0148, lng: 105.8575 },
    label: { en: 'Lo Duc, Hai Ba Trung', ja: 'ハイバーチュン区ロードゥック通り', vi: 'Lò Đúc, Hai Bà Trưng' },
    building: {
      en: 'a boutique apartment building on Lo Duc Street',
      ja: 'ロードゥック通りに建つブティック型アパートメント',
      vi: 'một tòa căn hộ boutique trên phố Lò Đúc',
    },
    note: {
      en: 'Local markets, cafés and the Opera House area are all close by.',
      ja: '地元の市場やカフェ、オペラハウス周辺へもすぐです。',
      vi: 'Chợ, quán cà phê và khu vực Nhà hát Lớn đều ở gần.',
    },
    floors: [2, 7],
    facilities: ['security-24-7', 'elevator', 'reception', 'housekeeping'],
    services: defaultServices,
    tier: 0.9,
  },
  {
    key: 'to-ngoc-van',
    project: null,
    city: 'HN',
    district: 'tay-ho',
    address: address('HN', 'tay-ho', 'Tô Ngọc Vân', '52', 'Quảng An'),
    geo: { lat: 21.0672, lng: 105.8228 },
    label: { en: 'To Ngoc Van, Tay Ho', ja: 'タイホー区トーゴックヴァン通り', vi: 'Tô Ngọc Vân, Tây Hồ' },
    building: {
      en: 'a small lakeside building on To Ngoc Van Street',
      ja: 'トーゴックヴァン通りの湖畔に建つ低層レジデンス',
      vi: 'một tòa nhà thấp tầng ven hồ trên phố Tô Ngọc Vân',
    },
    note: {
      en: 'The lakeside promenade starts right at the end of the lane.',
      ja: '路地を抜けるとすぐに湖畔の遊歩道です。',
      vi: 'Ra khỏi ngõ là tới đường dạo ven hồ.',
    },
    floors: [6, 6],
    facilities: ['security-24-7', 'elevator', 'parking', 'swimming-pool', 'bbq-area', 'housekeeping'],
    services: ['airport-pickup', 'weekly-cleaning', 'welcome-fruit'],
    tier: 1.15,
  },
  {
    key: 'phan-xich-long',
    project: null,
    city: 'HCM',
    district: 'phu-nhuan',
    address: address('HCM', 'phu-nhuan', 'Phan Xích Long', '66', '2'),
    geo: { lat: 10.7991, lng: 106.6893 },
    label: {
      en: 'Phan Xich Long, Phu Nhuan',
      ja: 'フーニュアン区ファンシックロン通り',
      vi: 'Phan Xích Long, Phú Nhuận',
    },
    building: {
      en: 'a quiet apartment building on Phan Xich Long Street',
      ja: 'ファンシックロン通りの静かなアパートメント',
      vi: 'một tòa căn hộ yên tĩnh trên đường Phan Xích Long',
    },
    note: {
      en: 'Tan Son Nhat Airport is about 15 minutes away by car.',
      ja: 'タンソンニャット空港へは車で約15分です。',
      vi: 'Đi ô tô khoảng 15 phút là tới sân bay Tân Sơn Nhất.',
    },
    floors: [3, 12],
    facilities: [...standard, 'laundry-service', 'housekeeping'],
    services: ['airport-pickup', 'free-parking', 'weekly-cleaning'],
    tier: 0.9,
  },
  {
    key: 'ben-van-don',
    project: null,
    city: 'HCM',
    district: 'quan-4',
    address: address('HCM', 'quan-4', 'Bến Vân Đồn', '360'),
    geo: { lat: 10.7628, lng: 106.6975 },
    label: { en: 'Ben Van Don, District 4', ja: '4区ベンヴァンドン通り', vi: 'Bến Vân Đồn, Quận 4' },
    building: {
      en: 'a riverside tower on Ben Van Don Street',
      ja: 'ベンヴァンドン通りのリバーサイドタワー',
      vi: 'một tòa tháp ven sông trên đường Bến Vân Đồn',
    },
    note: {
      en: 'District 1 is just across the canal, a five-minute ride away.',
      ja: '運河を渡ればすぐ1区で、車で5分ほどです。',
      vi: 'Qua kênh là tới Quận 1, chỉ khoảng năm phút đi xe.',
    },
    floors: [10, 28],
    facilities: [...standard, 'swimming-pool', 'gym', 'reception'],
    services: defaultServices,
    tier: 0.95,
  },
  {
    key: 'su-van-hanh',
    project: null,
    city: 'HCM',
    district: 'quan-10',
    address: address('HCM', 'quan-10', 'Sư Vạn Hạnh', '287', '12'),
    geo: { lat: 10.7735, lng: 106.6695 },
    label: { en: 'Su Van Hanh, District 10', ja: '10区スーヴァンハイン通り', vi: 'Sư Vạn Hạnh, Quận 10' },
    building: {
      en: 'a modern building on Su Van Hanh Street',
      ja: 'スーヴァンハイン通りのモダンなビル',
      vi: 'một tòa nhà hiện đại trên đường Sư Vạn Hạnh',
    },
    note: {
      en: 'A large shopping mall and plenty of street food are right on the doorstep.',
      ja: '大型ショッピングモールや屋台グルメがすぐ目の前です。',
      vi: 'Trung tâm thương mại lớn và vô số quán ăn đường phố ở ngay trước cửa.',
    },
    floors: [3, 10],
    facilities: ['security-24-7', 'elevator', 'reception', 'housekeeping'],
    services: ['free-breakfast', 'late-checkout', 'airport-pickup'],
    tier: 0.85,
  },
  {
    key: 'do-son-beach',
    project: null,
    city: 'HP',
    district: 'do-son',
    address: address('HP', 'do-son', 'Lý Thánh Tông', '218'),
    geo: { lat: 20.719, lng: 106.7905 },
    label: { en: 'Do Son Beach', ja: 'ドーソンビーチ', vi: 'Bãi biển Đồ Sơn' },
    building: {
      en: 'a beachfront building on Ly Thanh Tong Street',
      ja: 'リータイントン通りのビーチフロントのレジデンス',
      vi: 'một tòa nhà sát biển trên đường Lý Thánh Tông',
    },
    note: {
      en: 'The beach is just across the road.',
      ja: 'ビーチは道路を渡ってすぐです。',
      vi: 'Bãi biển ở ngay bên kia đường.',
    },
    floors: [3, 12],
    facilities: [...standard, 'swimming-pool', 'bbq-area', 'reception', 'housekeeping'],
    services: ['free-breakfast', 'late-checkout', 'welcome-fruit'],
    tier: 0.75,
  },

  // Serviced-office buildings
  ...(
    [
      [
        'ba-trieu-bc',
        'Ba Trieu Business Centre',
        'HN',
        'hoan-kiem',
        'Bà Triệu',
        '38',
        'Hàng Bài',
        { lat: 21.0236, lng: 105.8502 },
        [3, 12],
        32,
        {
          en: 'Hoan Kiem Lake, banks and government offices are all within walking distance.',
          ja: 'ホアンキエム湖、銀行、官公庁へは徒歩圏内です。',
          vi: 'Hồ Hoàn Kiếm, ngân hàng và các cơ quan nhà nước đều trong quãng đi bộ.',
        },
      ],
      [
        'duy-tan-hub',
        'Duy Tan Tech Hub',
        'HN',
        'cau-giay',
        'Duy Tân',
        '17',
        'Dịch Vọng Hậu',
        { lat: 21.0308, lng: 105.7835 },
        [4, 20],
        22,
        {
          en: 'The building sits in Hanoi’s technology cluster, surrounded by software companies and cafés.',
          ja: 'IT企業やカフェが集まるハノイのテックエリアに位置しています。',
          vi: 'Tòa nhà nằm giữa cụm công nghệ của Hà Nội, xung quanh là các công ty phần mềm và quán cà phê.',
        },
      ],
      [
        'kim-ma-offices',
        'Kim Ma Executive Offices',
        'HN',
        'ba-dinh',
        'Kim Mã',
        '160',
        'Kim Mã',
        { lat: 21.0316, lng: 105.8227 },
        [5, 18],
        26,
        {
          en: 'Embassies and Japanese business associations are a short walk away.',
          ja: '大使館や日系の経済団体の事務所へも歩いてすぐです。',
          vi: 'Các đại sứ quán và hiệp hội doanh nghiệp Nhật Bản chỉ cách vài phút đi bộ.',
        },
      ],
      [
        'lang-ha-tower',
        'Lang Ha Business Tower',
        'HN',
        'dong-da',
        'Láng Hạ',
        '110',
        'Láng Hạ',
        { lat: 21.0135, lng: 105.815 },
        [6, 25],
        20,
        {
          en: 'Banks, ministries and the Lang Ha business corridor are on the doorstep.',
          ja: '銀行や省庁が集まるランハー通りのビジネス街に面しています。',
          vi: 'Ngân hàng, bộ ngành và trục kinh doanh Láng Hạ ở ngay trước cửa.',
        },
      ],
      [
        'dong-khoi-bc',
        'Dong Khoi Business Centre',
        'HCM',
        'quan-1',
        'Đồng Khởi',
        '66',
        'Bến Nghé',
        { lat: 10.777, lng: 106.703 },
        [4, 16],
        42,
        {
          en: 'Dong Khoi’s hotels, banks and the riverfront are steps away.',
          ja: 'ドンコイ通りのホテルや銀行、サイゴン川沿いはすぐ目の前です。',
          vi: 'Khách sạn, ngân hàng trên đường Đồng Khởi và bờ sông chỉ cách vài bước chân.',
        },
      ],
      [
        'nam-ky-office-park',
        'Nam Ky Office Park',
        'HCM',
        'quan-3',
        'Nam Kỳ Khởi Nghĩa',
        '190',
        'Võ Thị Sáu',
        { lat: 10.7845, lng: 106.6912 },
        [3, 14],
        30,
        {
          en: 'Consulates and the District 1 business district are a few minutes away.',
          ja: '各国領事館や1区のビジネス街へは数分です。',
          vi: 'Các tòa lãnh sự và khu trung tâm Quận 1 chỉ cách vài phút.',
        },
      ],
      [
        'cong-hoa-plaza',
        'Cong Hoa Airport Plaza',
        'HCM',
        'tan-binh',
        'Cộng Hòa',
        '64',
        '4',
        { lat: 10.8009, lng: 106.6578 },
        [3, 15],
        18,
        {
          en: 'Tan Son Nhat Airport is about five minutes away by car.',
          ja: 'タンソンニャット空港へは車で約5分です。',
          vi: 'Đi ô tô khoảng năm phút là tới sân bay Tân Sơn Nhất.',
        },
      ],
      [
        'pmh-creative',
        'Phu My Hung Creative Offices',
        'HCM',
        'quan-7',
        'Tân Trào',
        '15',
        'Tân Phú',
        { lat: 10.7282, lng: 106.7186 },
        [2, 9],
        24,
        {
          en: 'Phu My Hung’s restaurants, banks and Crescent Lake are within walking distance.',
          ja: 'フーミーフンのレストランや銀行、クレセントレイクへは徒歩圏内です。',
          vi: 'Nhà hàng, ngân hàng và Hồ Bán Nguyệt của Phú Mỹ Hưng đều trong quãng đi bộ.',
        },
      ],
      [
        'lach-tray-bc',
        'Lach Tray Business Centre',
        'HP',
        'ngo-quyen',
        'Lạch Tray',
        '120',
        'Lạch Tray',
        { lat: 20.842, lng: 106.6985 },
        [3, 12],
        16,
        {
          en: 'The city centre and Lach Tray Stadium are a few minutes away.',
          ja: '市中心部やラックチェイ・スタジアムへは数分です。',
          vi: 'Trung tâm thành phố và sân vận động Lạch Tray chỉ cách vài phút.',
        },
      ],
      [
        'hai-an-park',
        'Hai An Business Park',
        'HP',
        'hai-an',
        'Lê Hồng Phong',
        '450',
        undefined,
        { lat: 20.8378, lng: 106.7162 },
        [2, 8],
        15,
        {
          en: 'Cat Bi Airport and the roads to Dinh Vu port are only minutes away.',
          ja: 'カットビー空港やディンヴー港へ向かう幹線道路まですぐです。',
          vi: 'Sân bay Cát Bi và các tuyến đường tới cảng Đình Vũ chỉ cách vài phút.',
        },
      ],
    ] as const
  ).map(([key, name, city, district, street, no, ward, geo, floors, rate, note]): Site => ({
    key,
    project: null,
    city,
    district,
    address: address(city, district, street, no, ward),
    geo,
    label: same(name),
    building: same(name),
    note,
    floors: [floors[0], floors[1]],
    facilities: ['security-24-7', 'reception', 'elevator', 'parking', 'housekeeping'],
    services: [],
    tier: 1,
    officeRate: rate,
  })),
];

const siteOf = (key: string): Site => {
  const s = sites.find((x) => x.key === key);
  if (!s) throw new Error(`unknown site ${key}`);
  return s;
};

// ---------------------------------------------------------------------------------------------
// Text building blocks
// ---------------------------------------------------------------------------------------------

type Bed = 'studio' | '1br' | '2br' | '3br' | '4br-plus';
type View = 'city-view' | 'river-view' | 'lake-view' | 'garden-view' | 'pool-view' | 'sea-view';
type Style = 'spacious' | 'bright' | 'cosy' | 'executive' | 'family' | 'modern';
type Noun = 'apartment' | 'suite' | 'penthouse' | 'duplex' | '';

const viewText: Record<View, { adj: Localized; sight: Localized }> = {
  'city-view': {
    adj: { en: 'City-View', ja: '街を見渡す', vi: 'view thành phố' },
    sight: { en: 'wide views over the city', ja: '街並みを見渡す眺望', vi: 'tầm nhìn rộng ra thành phố' },
  },
  'river-view': {
    adj: { en: 'Riverside', ja: '川を望む', vi: 'view sông' },
    sight: { en: 'views of the river', ja: '川を望む眺め', vi: 'tầm nhìn ra sông' },
  },
  'lake-view': {
    adj: { en: 'Lake-View', ja: '湖を望む', vi: 'view hồ' },
    sight: { en: 'views across the lake', ja: '湖を望む眺め', vi: 'tầm nhìn ra hồ' },
  },
  'garden-view': {
    adj: { en: 'Garden', ja: '庭に面した', vi: 'view vườn' },
    sight: {
      en: 'a calm outlook over the garden',
      ja: '緑豊かな庭に面した落ち着いた環境',
      vi: 'khung cảnh yên tĩnh nhìn ra vườn',
    },
  },
  'pool-view': {
    adj: { en: 'Poolside', ja: 'プールを望む', vi: 'view hồ bơi' },
    sight: { en: 'a view over the pool deck', ja: 'プールデッキを見下ろす眺め', vi: 'tầm nhìn xuống hồ bơi' },
  },
  'sea-view': {
    adj: { en: 'Sea-View', ja: '海を望む', vi: 'view biển' },
    sight: { en: 'views of the sea', ja: '海を望む眺望', vi: 'tầm nhìn ra biển' },
  },
};

const styleText: Record<Style, Localized> = {
  spacious: { en: 'Spacious', ja: '広々とした', vi: 'rộng rãi' },
  bright: { en: 'Bright', ja: '明るい', vi: 'sáng sủa' },
  cosy: { en: 'Cosy', ja: '居心地のよい', vi: 'ấm cúng' },
  executive: { en: 'Executive', ja: 'エグゼクティブ', vi: 'cao cấp' },
  family: { en: 'Family', ja: 'ファミリー向け', vi: 'cho gia đình' },
  modern: { en: 'Modern', ja: 'モダンな', vi: 'hiện đại' },
};
const stylesFor: Record<Bed, Style[]> = {
  studio: ['cosy', 'bright', 'modern'],
  '1br': ['bright', 'modern', 'cosy', 'executive'],
  '2br': ['spacious', 'bright', 'modern', 'family', 'executive'],
  '3br': ['family', 'spacious', 'executive', 'bright'],
  '4br-plus': ['spacious', 'executive', 'family'],
};

const bedText: Record<Bed, { label: Localized; phrase: Localized; range: [number, number] }> = {
  studio: {
    label: { en: 'Studio', ja: 'スタジオ', vi: 'studio' },
    phrase: { en: 'studio', ja: 'スタジオタイプの住戸', vi: 'căn studio' },
    range: [28, 40],
  },
  '1br': {
    label: { en: '1-Bedroom', ja: '1ベッドルーム', vi: '1 phòng ngủ' },
    phrase: { en: 'one-bedroom apartment', ja: '1ベッドルームの住戸', vi: 'căn hộ một phòng ngủ' },
    range: [45, 65],
  },
  '2br': {
    label: { en: '2-Bedroom', ja: '2ベッドルーム', vi: '2 phòng ngủ' },
    phrase: { en: 'two-bedroom apartment', ja: '2ベッドルームの住戸', vi: 'căn hộ hai phòng ngủ' },
    range: [70, 110],
  },
  '3br': {
    label: { en: '3-Bedroom', ja: '3ベッドルーム', vi: '3 phòng ngủ' },
    phrase: { en: 'three-bedroom apartment', ja: '3ベッドルームの住戸', vi: 'căn hộ ba phòng ngủ' },
    range: [110, 160],
  },
  '4br-plus': {
    label: { en: '4-Bedroom', ja: '4ベッドルーム', vi: '4 phòng ngủ' },
    phrase: { en: 'four-bedroom home', ja: '4ベッドルームの住戸', vi: 'căn hộ bốn phòng ngủ' },
    range: [160, 250],
  },
};

const nounText: Record<Exclude<Noun, ''>, Localized> = {
  apartment: { en: 'Apartment', ja: 'アパートメント', vi: 'Căn hộ' },
  suite: { en: 'Suite', ja: 'スイート', vi: 'Căn hộ' },
  penthouse: { en: 'Penthouse', ja: 'ペントハウス', vi: 'Penthouse' },
  duplex: { en: 'Duplex', ja: 'メゾネット', vi: 'Căn hộ duplex' },
};

/** Paragraph 2: layout, two variants per bedroom type. */
const layoutText: Record<Bed, [Localized, Localized]> = {
  studio: [
    {
      en: 'The open-plan room combines a queen-size bed, a sofa corner and a kitchenette with an induction hob, so everything is within easy reach.',
      ja: 'ワンルームの室内にクイーンサイズのベッド、ソファコーナー、IHコンロ付きのミニキッチンを配置し、すべてが手の届く範囲にまとまっています。',
      vi: 'Không gian mở bố trí giường queen, góc sofa và bếp nhỏ với bếp từ, mọi thứ đều trong tầm tay.',
    },
    {
      en: 'A smart layout separates the sleeping area from a small lounge with a dining table, and large windows keep the room bright all day.',
      ja: '寝室スペースとダイニングテーブル付きの小さなリビングを上手に仕切った間取りで、大きな窓から一日中明るい光が入ります。',
      vi: 'Bố cục thông minh tách khu ngủ khỏi góc tiếp khách nhỏ có bàn ăn, cửa sổ lớn giúp căn phòng sáng sủa cả ngày.',
    },
  ],
  '1br': [
    {
      en: 'The bedroom has a king-size bed and a built-in wardrobe, separate from a comfortable living room and an open kitchen.',
      ja: 'キングサイズベッドと造り付けのクローゼットを備えたベッドルームは、くつろげるリビングとオープンキッチンから独立しています。',
      vi: 'Phòng ngủ có giường king và tủ âm tường, tách biệt với phòng khách thoải mái và bếp mở.',
    },
    {
      en: 'A separate bedroom, a living area with a sofa bed for visiting friends and a compact kitchen make it a practical home for one or two people.',
      ja: '独立したベッドルーム、来客時に便利なソファベッドのあるリビング、コンパクトなキッチンを備え、1〜2人暮らしにちょうどよい住まいです。',
      vi: 'Phòng ngủ riêng, phòng khách có sofa giường cho bạn bè ghé chơi cùng căn bếp gọn gàng – một tổ ấm tiện lợi cho một hoặc hai người.',
    },
  ],
  '2br': [
    {
      en: 'Two bedrooms – a master with an en-suite bathroom and a second room with twin beds – sit on either side of a bright living and dining room.',
      ja: 'バスルーム付きの主寝室とツインベッドのセカンドベッドルームが、明るいリビングダイニングを挟んで配置されています。',
      vi: 'Hai phòng ngủ – phòng master có phòng tắm riêng và phòng thứ hai kê hai giường đơn – nằm hai bên phòng khách liền phòng ăn sáng sủa.',
    },
    {
      en: 'The living room opens onto the balcony, and the second bedroom works equally well as a guest room, a nursery or a home office.',
      ja: 'リビングはバルコニーに面しており、セカンドベッドルームはゲストルームや子ども部屋、書斎としても使えます。',
      vi: 'Phòng khách mở ra ban công, còn phòng ngủ thứ hai có thể dùng làm phòng cho khách, phòng cho bé hoặc phòng làm việc.',
    },
  ],
  '3br': [
    {
      en: 'Three bedrooms, a spacious L-shaped living and dining room and a separate kitchen with a laundry area give a family plenty of room.',
      ja: '3つのベッドルーム、広々としたL字型のリビングダイニング、ランドリースペース付きの独立キッチンがあり、ご家族でもゆったり暮らせます。',
      vi: 'Ba phòng ngủ, phòng khách liền phòng ăn hình chữ L rộng rãi và bếp riêng có khu giặt phơi mang lại không gian thoải mái cho cả gia đình.',
    },
    {
      en: 'The master suite has a walk-in wardrobe and a bathtub, while the two children’s rooms share a second bathroom next to the family room.',
      ja: '主寝室にはウォークインクローゼットとバスタブを備え、2つの子ども部屋はファミリールーム横のセカンドバスルームを共用します。',
      vi: 'Phòng master có phòng thay đồ và bồn tắm, hai phòng ngủ cho trẻ dùng chung phòng tắm thứ hai cạnh phòng sinh hoạt chung.',
    },
  ],
  '4br-plus': [
    {
      en: 'With four bedrooms, a large entertaining area, a study and a helper’s room next to the kitchen, it suits families who love to host.',
      ja: '4つのベッドルーム、ゲストを招ける広いリビング、書斎、キッチン横のメイドルームを備え、人を招くのが好きなご家族にぴったりです。',
      vi: 'Với bốn phòng ngủ, không gian tiếp khách rộng, phòng làm việc và phòng giúp việc cạnh bếp, căn hộ rất hợp với những gia đình thích đón khách.',
    },
    {
      en: 'Four bedrooms open onto a wide terrace, and the chef’s kitchen has an island, an oven and a dishwasher.',
      ja: '4つのベッドルームは広いテラスに面しており、アイランド型キッチンにはオーブンと食器洗い機を完備しています。',
      vi: 'Bốn phòng ngủ mở ra sân hiên rộng, còn căn bếp có đảo bếp, lò nướng và máy rửa bát.',
    },
  ],
};

const extraText: Record<'work-desk' | 'bathtub' | 'dishwasher' | 'dryer', Localized> = {
  'work-desk': {
    en: 'A dedicated work desk by the window makes working from home easy.',
    ja: '窓際のワークデスクで在宅勤務も快適です。',
    vi: 'Bàn làm việc đặt cạnh cửa sổ giúp làm việc tại nhà thật dễ dàng.',
  },
  bathtub: {
    en: 'The bathroom has a deep bathtub for a proper soak after a long day.',
    ja: 'バスルームには深めのバスタブがあり、一日の疲れをゆっくり癒せます。',
    vi: 'Phòng tắm có bồn tắm sâu để thư giãn sau một ngày dài.',
  },
  dishwasher: {
    en: 'A dishwasher and plenty of cupboard space make everyday cooking easy.',
    ja: '食器洗い機と十分な収納があり、毎日の料理も快適です。',
    vi: 'Máy rửa bát cùng nhiều tủ bếp giúp việc nấu nướng hằng ngày nhẹ nhàng hơn.',
  },
  dryer: {
    en: 'A washer and a separate dryer mean laundry is done in an hour, whatever the weather.',
    ja: '洗濯機と衣類乾燥機があるので、天気を気にせず洗濯できます。',
    vi: 'Có máy giặt và máy sấy riêng nên giặt giũ không còn phụ thuộc vào thời tiết.',
  },
};

const termsText: Record<'long' | 'short', [Localized, Localized]> = {
  long: [
    {
      en: 'The monthly rent includes housekeeping, internet, cable TV and building management fees; electricity is billed at the official rate. Leases start at six months.',
      ja: '月額賃料には清掃サービス、インターネット、ケーブルテレビ、管理費が含まれ、電気代は公定料金で別途請求となります。契約期間は6か月からです。',
      vi: 'Giá thuê hằng tháng đã bao gồm dọn phòng, internet, truyền hình cáp và phí quản lý; tiền điện tính theo giá nhà nước. Thời hạn thuê tối thiểu sáu tháng.',
    },
    {
      en: 'Rent covers weekly cleaning, a linen change, Wi-Fi and maintenance. A 12-month lease comes with a lower monthly rate, and our team can help with temporary residence registration.',
      ja: '賃料には週1回の清掃、リネン交換、Wi-Fi、メンテナンスが含まれます。12か月契約の場合は月額賃料がお得になり、一時滞在登録の手続きもスタッフがお手伝いします。',
      vi: 'Giá thuê bao gồm dọn dẹp hằng tuần, thay ga giường, Wi-Fi và bảo trì. Hợp đồng 12 tháng được hưởng giá thuê ưu đãi hơn, và đội ngũ của chúng tôi sẽ hỗ trợ đăng ký tạm trú.',
    },
  ],
  short: [
    {
      en: 'Ideal for business trips and short breaks: check-in from 14:00 and check-out by 12:00, with fresh linen, toiletries and daily cleaning included. Minimum stay two nights.',
      ja: '出張や旅行にぴったりの住戸です。チェックインは14時から、チェックアウトは12時まで。リネン、アメニティ、毎日の清掃が含まれます。最低2泊から承ります。',
      vi: 'Lý tưởng cho chuyến công tác hay kỳ nghỉ ngắn: nhận phòng từ 14:00, trả phòng trước 12:00, đã bao gồm khăn ga, đồ dùng vệ sinh cá nhân và dọn phòng hằng ngày. Lưu trú tối thiểu hai đêm.',
    },
    {
      en: 'The daily rate includes daily housekeeping, high-speed Wi-Fi and all utilities. Stays of seven nights or more receive a weekly discount.',
      ja: '1泊料金には毎日の清掃、高速Wi-Fi、光熱費がすべて含まれます。7泊以上のご滞在にはウィークリー割引が適用されます。',
      vi: 'Giá theo ngày đã bao gồm dọn phòng hằng ngày, Wi-Fi tốc độ cao và mọi chi phí điện nước. Lưu trú từ bảy đêm trở lên được áp dụng giá ưu đãi theo tuần.',
    },
  ],
};

const officeText: [Localized, Localized] = [
  {
    en: 'Ergonomic desks and chairs, lockable storage, a meeting room with a screen and a pantry are ready from day one, so your team can move in with just their laptops.',
    ja: '人間工学に基づいたデスクとチェア、施錠できる収納、モニター付きの会議室、パントリーを初日からご利用いただけるので、ノートパソコンひとつで入居できます。',
    vi: 'Bàn ghế công thái học, tủ có khóa, phòng họp có màn hình và khu pantry đã sẵn sàng từ ngày đầu, đội ngũ của bạn chỉ cần mang theo máy tính xách tay.',
  },
  {
    en: 'The price per square metre covers reception and mail handling, cleaning, electricity, air conditioning and dedicated fibre internet; meeting rooms can be booked by the hour.',
    ja: '平米単価には受付・郵便物対応、清掃、電気代、空調、専用光回線が含まれ、会議室は時間単位で予約できます。',
    vi: 'Đơn giá theo mét vuông đã bao gồm lễ tân và nhận thư, vệ sinh, điện, điều hòa và đường truyền cáp quang riêng; phòng họp có thể đặt theo giờ.',
  },
];
const officeTerms: Localized = {
  en: 'Flexible terms from six months, with the option to expand within the building.',
  ja: '契約は6か月から柔軟に対応し、同じビル内での増床も可能です。',
  vi: 'Thời hạn thuê linh hoạt từ sáu tháng, có thể mở rộng diện tích ngay trong tòa nhà.',
};

const offerPhraseEn: Record<string, string> = {
  'airport-pickup': 'a free airport pickup',
  'weekly-cleaning': 'weekly cleaning',
  'free-breakfast': 'free breakfast',
  'gym-membership': 'a free gym membership',
  'late-checkout': 'late check-out',
  'welcome-fruit': 'a welcome fruit basket',
  'free-laundry': 'free laundry twice a week',
  'free-parking': 'free motorbike parking',
};
const joinEn = (xs: string[], and: string) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`;
const offerText = (items: string[]): Localized => {
  const svc = items.map((k) => {
    const s = offerServices.find((x) => x.key === k);
    if (!s) throw new Error(`unknown offer service ${k}`);
    return s;
  });
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  return {
    en: `**Special offer:** book now for a reduced rate plus ${joinEn(
      items.map((k) => offerPhraseEn[k] ?? k),
      'and',
    )}.`,
    ja: `**期間限定オファー**：割引料金に加えて、${svc.map((s) => s.name.ja).join('、')}の特典が付きます。`,
    vi: `**Ưu đãi đặc biệt:** đặt ngay để nhận giá ưu đãi kèm ${joinEn(
      svc.map((s) => lower(s.name.vi)),
      'và',
    )}.`,
  };
};

// ---------------------------------------------------------------------------------------------
// The 80 listings: [site, L(ong)/S(hort)/O(ffice), bedroom type or office capacity, view, flags]
// flags: h = hot, o = on offer
// ---------------------------------------------------------------------------------------------

type Spec = [site: string, type: 'L' | 'S' | 'O', bed: Bed | number, view: View | null, flags: string];

const specs: Spec[] = [
  // ---- Hanoi: 32 apartments, 4 offices
  ['lotus-lakeside', 'L', 'studio', 'garden-view', ''],
  ['lotus-lakeside', 'L', '1br', 'lake-view', 'ho'],
  ['lotus-lakeside', 'L', '1br', 'city-view', ''],
  ['lotus-lakeside', 'L', '2br', 'lake-view', 'h'],
  ['lotus-lakeside', 'L', '2br', 'garden-view', ''],
  ['lotus-lakeside', 'L', '3br', 'lake-view', ''],
  ['lotus-lakeside', 'S', 'studio', 'lake-view', ''],
  ['linden-court', 'L', '1br', 'city-view', ''],
  ['linden-court', 'L', '2br', 'city-view', 'h'],
  ['linden-court', 'L', '2br', 'garden-view', ''],
  ['linden-court', 'L', '3br', 'city-view', ''],
  ['linden-court', 'S', '1br', 'city-view', ''],
  ['linden-court', 'S', '2br', 'garden-view', 'o'],
  ['heritage-suites', 'S', 'studio', 'city-view', 'h'],
  ['heritage-suites', 'S', '1br', 'city-view', ''],
  ['heritage-suites', 'S', '2br', 'city-view', 'o'],
  ['heritage-suites', 'L', '1br', 'city-view', ''],
  ['skyline-park', 'L', '1br', 'city-view', ''],
  ['skyline-park', 'L', '2br', 'pool-view', 'o'],
  ['skyline-park', 'L', '3br', 'city-view', 'h'],
  ['skyline-park', 'L', '4br-plus', 'city-view', ''],
  ['skyline-park', 'S', '2br', 'city-view', ''],
  ['meridian-heights', 'L', '1br', 'pool-view', ''],
  ['meridian-heights', 'L', '2br', 'city-view', ''],
  ['meridian-heights', 'L', '3br', 'pool-view', 'o'],
  ['meridian-heights', 'L', '4br-plus', 'city-view', 'h'],
  ['meridian-heights', 'S', '1br', 'city-view', ''],
  ['ngoc-lam', 'L', '2br', 'river-view', ''],
  ['ngoc-lam', 'L', '3br', 'river-view', 'o'],
  ['lo-duc', 'L', 'studio', 'city-view', ''],
  ['lo-duc', 'S', '1br', 'city-view', ''],
  ['to-ngoc-van', 'L', '4br-plus', 'lake-view', 'h'],
  ['ba-trieu-bc', 'O', 12, 'city-view', ''],
  ['duy-tan-hub', 'O', 30, 'city-view', ''],
  ['kim-ma-offices', 'O', 6, 'city-view', ''],
  ['lang-ha-tower', 'O', 60, 'city-view', ''],

  // ---- Ho Chi Minh City: 28 apartments, 4 offices
  ['saigon-central', 'S', 'studio', 'city-view', 'ho'],
  ['saigon-central', 'S', '1br', 'city-view', ''],
  ['saigon-central', 'S', '2br', 'river-view', ''],
  ['saigon-central', 'L', 'studio', 'city-view', ''],
  ['saigon-central', 'L', '1br', 'river-view', 'h'],
  ['saigon-central', 'L', '2br', 'city-view', ''],
  ['willow-river', 'L', '2br', 'river-view', 'h'],
  ['willow-river', 'L', '3br', 'garden-view', 'o'],
  ['willow-river', 'L', '4br-plus', 'river-view', ''],
  ['willow-river', 'L', '1br', 'garden-view', ''],
  ['willow-river', 'S', '2br', 'pool-view', ''],
  ['crescent-bay', 'L', '2br', 'pool-view', ''],
  ['crescent-bay', 'L', '3br', 'lake-view', 'ho'],
  ['crescent-bay', 'L', '3br', 'garden-view', ''],
  ['crescent-bay', 'L', '4br-plus', 'pool-view', ''],
  ['crescent-bay', 'S', '2br', 'lake-view', ''],
  ['sapphire-riverfront', 'L', 'studio', 'city-view', ''],
  ['sapphire-riverfront', 'L', '1br', 'river-view', 'o'],
  ['sapphire-riverfront', 'L', '2br', 'river-view', ''],
  ['sapphire-riverfront', 'L', '4br-plus', 'river-view', 'h'],
  ['sapphire-riverfront', 'S', '1br', 'river-view', ''],
  ['maple-court', 'L', 'studio', 'garden-view', ''],
  ['maple-court', 'L', '1br', 'garden-view', 'o'],
  ['maple-court', 'S', '1br', 'city-view', ''],
  ['phan-xich-long', 'L', '1br', 'city-view', ''],
  ['phan-xich-long', 'L', '2br', 'garden-view', 'o'],
  ['ben-van-don', 'L', '2br', 'river-view', ''],
  ['su-van-hanh', 'S', 'studio', 'city-view', 'h'],
  ['dong-khoi-bc', 'O', 8, 'city-view', ''],
  ['nam-ky-office-park', 'O', 20, 'city-view', ''],
  ['cong-hoa-plaza', 'O', 45, 'city-view', ''],
  ['pmh-creative', 'O', 4, 'garden-view', ''],

  // ---- Hai Phong: 10 apartments, 2 offices
  ['harbour-light', 'L', 'studio', 'city-view', 'o'],
  ['harbour-light', 'L', '1br', 'city-view', 'h'],
  ['harbour-light', 'L', '2br', 'pool-view', ''],
  ['harbour-light', 'L', '3br', 'city-view', ''],
  ['harbour-light', 'S', '1br', 'city-view', 'h'],
  ['opera-garden', 'L', '1br', 'garden-view', ''],
  ['opera-garden', 'L', '2br', 'garden-view', 'o'],
  ['opera-garden', 'S', 'studio', 'city-view', 'h'],
  ['do-son-beach', 'S', '2br', 'sea-view', 'ho'],
  ['do-son-beach', 'L', '3br', 'sea-view', ''],
  ['lach-tray-bc', 'O', 10, 'city-view', ''],
  ['hai-an-park', 'O', 25, null, ''],
];

// ---------------------------------------------------------------------------------------------
// Generator
// ---------------------------------------------------------------------------------------------

/** Long stays: USD per m² per month before the site tier. Short stays: USD per m² per day. */
const longRate: Record<Bed, number> = { studio: 20, '1br': 17, '2br': 15.5, '3br': 15, '4br-plus': 16 };
const shortRate: Record<Bed, number> = { studio: 1.9, '1br': 1.6, '2br': 1.35, '3br': 1.2, '4br-plus': 1.1 };

const baseInterior = ['air-conditioning', 'wifi', 'smart-tv', 'washing-machine', 'kitchen', 'microwave'];
const interiorOrder = [
  'air-conditioning',
  'washing-machine',
  'kitchen',
  'smart-tv',
  'wifi',
  'bathtub',
  'dishwasher',
  'microwave',
  'safe-box',
  'work-desk',
  'dryer',
  'oven',
  'coffee-machine',
  'blackout-curtains',
];
const longStayExtras = [
  'weekly-cleaning',
  'airport-pickup',
  'welcome-fruit',
  'gym-membership',
  'free-laundry',
  'free-parking',
];
const shortStayExtras = ['free-breakfast', 'late-checkout', 'airport-pickup', 'welcome-fruit'];

/** Buildings whose overview promises a washer-dryer and a deep tub in every unit. */
const dryerEverywhere = new Set(['meridian-heights', 'harbour-light']);
const tubEverywhere = new Set(['meridian-heights']);

const build = (): PropertySeed[] => {
  const usedKeys = new Set<string>();
  const usedNames = new Set<string>();
  const styleCursor = new Map<string, number>();

  return specs.map(([siteKey, type, bedOrCap, view, flags], index): PropertySeed => {
    const site = siteOf(siteKey);
    const hot = flags.includes('h');
    const isOffer = flags.includes('o');
    const isOffice = type === 'O';

    // key
    const keyBase = `${siteKey}-${isOffice ? 'office' : `${bedOrCap}-${type === 'L' ? 'long' : 'short'}`}`;
    let key = keyBase;
    for (let n = 2; usedKeys.has(key); n++) key = `${keyBase}-${n}`;
    usedKeys.add(key);

    const rnd = prng(hash(key));
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const geo = {
      lat: Number((site.geo.lat + (rnd() - 0.5) * 0.0001).toFixed(6)),
      lng: Number((site.geo.lng + (rnd() - 0.5) * 0.0001).toFixed(6)),
    };
    const [fMin, fMax] = site.floors;

    if (isOffice) {
      const capacity = bedOrCap as number;
      const size = roundTo(capacity * 6 + 10, 5);
      const floor = fMin + Math.floor(rnd() * (fMax - fMin + 1));
      const priceUsd = site.officeRate ?? 20;
      const kind =
        capacity >= 40
          ? { en: 'Office Floor', ja: 'オフィスフロア', vi: 'Sàn văn phòng' }
          : capacity >= 15
            ? { en: 'Team Office', ja: 'チームオフィス', vi: 'Văn phòng nhóm' }
            : { en: 'Private Office', ja: 'プライベートオフィス', vi: 'Văn phòng riêng' };
      const name: Localized = {
        en: `${kind.en} for ${capacity} – ${site.label.en}`,
        ja: `${capacity}名用${kind.ja} – ${site.label.ja}`,
        vi: `${kind.vi} ${capacity} chỗ – ${site.label.vi}`,
      };
      const variant = officeText[index % 2] as Localized;
      const overview: Localized = {
        en: md(
          `A fully furnished serviced office for up to ${capacity} people on the ${ordinal(floor)} floor of ${site.building.en}, with ${size} m² of private space. ${site.note.en}`,
          variant.en,
          officeTerms.en,
        ),
        ja: md(
          `${site.building.ja}の${floor}階にある、最大${capacity}名まで利用できる${size}m²の家具付きサービスオフィスです。${site.note.ja}`,
          variant.ja,
          officeTerms.ja,
        ),
        vi: md(
          `Văn phòng trọn gói đầy đủ nội thất cho tối đa ${capacity} người tại tầng ${floor} của ${site.building.vi}, diện tích riêng ${size} m². ${site.note.vi}`,
          variant.vi,
          officeTerms.vi,
        ),
      };
      usedNames.add(name.en);
      return {
        key,
        slug: kebab(name.en),
        kind: 'office',
        typeCode: 'long',
        project: null,
        city: site.city,
        district: site.district,
        name,
        address: site.address,
        geo,
        bedroomType: null,
        bathrooms: capacity >= 20 ? 2 : 1,
        size,
        view,
        facilities: [
          'air-conditioning',
          'wifi',
          'smart-tv',
          'work-desk',
          'coffee-machine',
          ...site.facilities,
        ],
        priceUsd,
        priceVnd: roundTo(priceUsd * USD_TO_VND, 10_000),
        offerPriceUsd: null,
        offerPriceVnd: null,
        isOffer: false,
        offerItems: [],
        hot,
        overview,
        capacity,
        motifs: ['office-desk', 'meeting-room', 'lobby', 'building'],
      };
    }

    // ---- apartments
    const bed = bedOrCap as Bed;
    const typeCode = type === 'L' ? 'long' : 'short';
    const bt = bedText[bed];
    const size = Math.round(bt.range[0] + rnd() * (bt.range[1] - bt.range[0]));
    const bathrooms =
      bed === 'studio' || bed === '1br'
        ? 1
        : bed === '2br'
          ? 2
          : bed === '3br'
            ? size > 135
              ? 3
              : 2
            : size > 200
              ? 4
              : 3;
    const noun: Noun =
      bed === 'studio'
        ? ''
        : bed === '4br-plus'
          ? siteKey === 'willow-river'
            ? 'duplex'
            : 'penthouse'
          : typeCode === 'short'
            ? 'suite'
            : 'apartment';
    // garden and pool views are only real from the lower floors
    const top = view === 'garden-view' || view === 'pool-view' ? Math.min(fMax, fMin + 5) : fMax;
    const floor = noun === 'penthouse' ? fMax : fMin + Math.floor(rnd() * (top - fMin + 1));
    const v = viewText[view ?? 'city-view'];

    // name: rotate through the styles that suit the bedroom type until the English name is unique
    const styles = stylesFor[bed];
    const cursorKey = `${siteKey}-${bed}`;
    let cursor = styleCursor.get(cursorKey) ?? Math.floor(rnd() * styles.length);
    let name: Localized | null = null;
    for (let tries = 0; tries < styles.length && !name; tries++, cursor++) {
      const st = styleText[styles[cursor % styles.length] as Style];
      const nounL = noun ? nounText[noun] : null;
      const candidate: Localized = {
        en: `${st.en} ${v.adj.en} ${bt.label.en}${nounL ? ` ${nounL.en}` : ''} – ${site.label.en}`,
        ja: `${v.adj.ja}${st.ja}${bt.label.ja}${nounL ? nounL.ja : ''} – ${site.label.ja}`,
        vi: `${nounL ? nounL.vi : 'Căn hộ'} ${bt.label.vi} ${st.vi} ${v.adj.vi} – ${site.label.vi}`,
      };
      if (!usedNames.has(candidate.en)) name = candidate;
    }
    styleCursor.set(cursorKey, cursor);
    if (!name) throw new Error(`could not find a unique name for ${key}`);
    usedNames.add(name.en);

    // interior facilities
    const interior = new Set(baseInterior);
    const big = bed === '3br' || bed === '4br-plus';
    if (big || tubEverywhere.has(siteKey) || (bed === '2br' && rnd() < 0.5)) interior.add('bathtub');
    if (big || (bed === '2br' && rnd() < 0.5)) interior.add('dishwasher');
    if (big) interior.add('oven');
    if (dryerEverywhere.has(siteKey) || rnd() < 0.4) interior.add('dryer');
    if (typeCode === 'short') {
      interior.add('safe-box');
      interior.add('coffee-machine');
      interior.add('blackout-curtains');
    } else {
      if (bed !== 'studio' || rnd() < 0.5) interior.add('work-desk');
      if (rnd() < 0.5) interior.add('blackout-curtains');
      if (rnd() < 0.3) interior.add('safe-box');
    }
    const facilities = [...interiorOrder.filter((f) => interior.has(f)), ...site.facilities];

    // prices
    const priceUsd =
      typeCode === 'long'
        ? clamp(roundTo(size * longRate[bed] * site.tier, 50), 600, 4500)
        : clamp(roundTo(size * shortRate[bed] * site.tier, 5), 45, 250);
    const vndStep = typeCode === 'long' ? 10_000 : 1_000;
    const discount = 0.08 + rnd() * 0.12;
    const offerPriceUsd = isOffer ? roundTo(priceUsd * (1 - discount), typeCode === 'long' ? 10 : 1) : null;
    // extras that make sense for the kind of stay (no late check-out on a lease, no weekly cleaning on a 3-night stay)
    const fitsStay = typeCode === 'long' ? longStayExtras : shortStayExtras;
    const fitting = site.services.filter((k) => fitsStay.includes(k));
    const pool = fitting.length ? fitting : fitsStay.slice(0, 3);
    const offerItems: string[] = [];
    if (isOffer) {
      const count = 1 + Math.floor(rnd() * 3);
      for (let i = 0; i < Math.min(count, pool.length); i++)
        offerItems.push(pool[(index + i) % pool.length] as string);
    }

    // overview
    const variantA = rnd() < 0.5;
    const p1: Localized = variantA
      ? {
          en: `This ${size} m² ${bt.phrase.en} is on the ${ordinal(floor)} floor of ${site.building.en} and enjoys ${v.sight.en}. ${site.note.en}`,
          ja: `${site.building.ja}の${floor}階にある${size}m²の${bt.phrase.ja}で、${v.sight.ja}が魅力です。${site.note.ja}`,
          vi: `${bt.phrase.vi.charAt(0).toUpperCase()}${bt.phrase.vi.slice(1)} rộng ${size} m² nằm ở tầng ${floor} của ${site.building.vi}, có ${v.sight.vi}. ${site.note.vi}`,
        }
      : {
          en: `Set on the ${ordinal(floor)} floor of ${site.building.en}, this ${bt.phrase.en} measures ${size} m² and offers ${v.sight.en}. ${site.note.en}`,
          ja: `${site.building.ja}の${floor}階に位置する${size}m²の${bt.phrase.ja}です。${v.sight.ja}をお楽しみいただけます。${site.note.ja}`,
          vi: `Nằm ở tầng ${floor} của ${site.building.vi}, ${bt.phrase.vi} rộng ${size} m² này có ${v.sight.vi}. ${site.note.vi}`,
        };
    const layoutIdx = Math.floor(rnd() * 2);
    const layout = layoutText[bed][layoutIdx] as Localized;
    const extraCandidates = (['work-desk', 'bathtub', 'dishwasher', 'dryer'] as const).filter(
      (f) =>
        interior.has(f) &&
        !(f === 'bathtub' && bed === '3br' && layoutIdx === 1) &&
        !(f === 'dishwasher' && bed === '4br-plus' && layoutIdx === 1),
    );
    const extra = extraCandidates.length ? extraText[pick(extraCandidates)] : null;
    const terms = termsText[typeCode][Math.floor(rnd() * 2)] as Localized;
    const offer = isOffer ? offerText(offerItems) : null;
    const overview: Localized = {
      en: md(
        p1.en,
        extra ? `${layout.en} ${extra.en}` : layout.en,
        offer ? `${terms.en}\n\n${offer.en}` : terms.en,
      ),
      ja: md(
        p1.ja,
        extra ? `${layout.ja}${extra.ja}` : layout.ja,
        offer ? `${terms.ja}\n\n${offer.ja}` : terms.ja,
      ),
      vi: md(
        p1.vi,
        extra ? `${layout.vi} ${extra.vi}` : layout.vi,
        offer ? `${terms.vi}\n\n${offer.vi}` : terms.vi,
      ),
    };

    const motifs: ImageMotif[] = ['living-room'];
    if (bed !== 'studio') motifs.push('bedroom');
    motifs.push('kitchen', 'bathroom');
    if (view && view !== 'garden-view' && view !== 'pool-view') motifs.push('balcony-view');
    if (site.facilities.includes('swimming-pool')) motifs.push('pool');
    else motifs.push('building');

    return {
      key,
      slug: kebab(name.en),
      kind: 'apartment',
      typeCode,
      project: site.project,
      city: site.city,
      district: site.district,
      name,
      address: site.address,
      geo,
      bedroomType: bed,
      bathrooms,
      size,
      view,
      facilities,
      priceUsd,
      priceVnd: roundTo(priceUsd * USD_TO_VND, vndStep),
      offerPriceUsd,
      offerPriceVnd: offerPriceUsd === null ? null : roundTo(offerPriceUsd * USD_TO_VND, vndStep),
      isOffer,
      offerItems,
      hot,
      overview,
      capacity: null,
      motifs,
    };
  });
};

export const properties: PropertySeed[] = build();
