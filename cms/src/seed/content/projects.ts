import type {
  CityCode,
  GeoPoint,
  ImageMotif,
  Localized,
  NearbyCategorySeed,
  NearbyItemSeed,
  ProjectSeed,
} from './types.js';
import { cities } from './cities.js';

// ---------------------------------------------------------------------------------------------
// Small text helpers shared with properties.ts (deterministic, no randomness).
// ---------------------------------------------------------------------------------------------

/** Vietnamese text without diacritics, as used in English-language addresses. */
export const ascii = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');

const cityText: Record<CityCode, Localized> = {
  HN: { en: 'Hanoi', ja: 'ハノイ市', vi: 'Hà Nội' },
  HCM: { en: 'Ho Chi Minh City', ja: 'ホーチミン市', vi: 'TP. Hồ Chí Minh' },
  HP: { en: 'Hai Phong', ja: 'ハイフォン市', vi: 'Hải Phòng' },
};

/** The district seed, looked up by key (throws on a typo so mistakes surface at seed time). */
export const districtOf = (city: CityCode, key: string) => {
  const d = cities.find((c) => c.code === city)?.districts.find((x) => x.key === key);
  if (!d) throw new Error(`unknown district ${city}/${key}`);
  return d;
};

/**
 * A street address in the three locales. `ward` is a ward name ("Quảng An") or number ("22").
 * Japanese keeps the Vietnamese spelling (what a taxi driver needs) and adds city and district
 * in Japanese, as Japanese guidebooks do.
 */
export const address = (
  city: CityCode,
  districtKey: string,
  street: string,
  no: string,
  ward?: string,
): Localized => {
  const d = districtOf(city, districtKey);
  const numberedWard = ward !== undefined && /^\d+$/.test(ward);
  const wardVi = ward === undefined ? null : `Phường ${ward}`;
  const wardEn = ward === undefined ? null : numberedWard ? `Ward ${ward}` : `${ascii(ward)} Ward`;
  const districtVi =
    districtKey === 'thu-duc'
      ? 'TP. Thủ Đức'
      : d.name.vi.startsWith('Quận')
        ? d.name.vi
        : `Quận ${d.name.vi}`;
  const districtEn =
    districtKey === 'thu-duc'
      ? 'Thu Duc City'
      : d.name.en.startsWith('District')
        ? d.name.en
        : `${d.name.en} District`;
  const districtJa = districtKey === 'thu-duc' ? 'トゥードゥック市' : d.name.ja;
  const head = no ? `${no} ${street}` : street;
  const vi = [head, wardVi, districtVi, cityText[city].vi].filter(Boolean).join(', ');
  const en = [
    no ? `${no} ${ascii(street)} Street` : `${ascii(street)} Street`,
    wardEn,
    districtEn,
    cityText[city].en,
  ]
    .filter(Boolean)
    .join(', ');
  return { en, ja: `${vi}（${cityText[city].ja}${districtJa}）`, vi };
};

export const walk = (min: number): Localized => ({
  en: `${min} minutes on foot`,
  ja: `徒歩${min}分`,
  vi: `${min} phút đi bộ`,
});
export const drive = (min: number): Localized => ({
  en: `${min} minutes by car`,
  ja: `車で${min}分`,
  vi: `${min} phút đi ô tô`,
});

const md = (...paragraphs: string[]): string => paragraphs.join('\n\n');
const L = (en: string[], ja: string[], vi: string[]): Localized => ({
  en: md(...en),
  ja: md(...ja),
  vi: md(...vi),
});

type CategoryKind = 'supermarkets' | 'restaurants' | 'hospitals' | 'schools' | 'parks';
const categoryMeta: Record<CategoryKind, { name: Localized; icon: string; motif: ImageMotif }> = {
  supermarkets: {
    name: { en: 'Supermarkets', ja: 'スーパーマーケット', vi: 'Siêu thị' },
    icon: 'shopping-cart',
    motif: 'street',
  },
  restaurants: {
    name: { en: 'Restaurants', ja: 'レストラン', vi: 'Nhà hàng' },
    icon: 'utensils',
    motif: 'food',
  },
  hospitals: {
    name: { en: 'Hospitals & clinics', ja: '病院・クリニック', vi: 'Bệnh viện & phòng khám' },
    icon: 'hospital',
    motif: 'building',
  },
  schools: {
    name: { en: 'International schools', ja: 'インターナショナルスクール', vi: 'Trường quốc tế' },
    icon: 'school',
    motif: 'building',
  },
  parks: { name: { en: 'Parks', ja: '公園', vi: 'Công viên' }, icon: 'trees', motif: 'park' },
};

type Place = { name: Localized; geo: GeoPoint; content: Localized; address: Localized; phone?: string };
const category = (kind: CategoryKind, items: Place[]): NearbyCategorySeed => ({
  name: categoryMeta[kind].name,
  icon: categoryMeta[kind].icon,
  items: items.map((p): NearbyItemSeed => ({
    ...p,
    icon: categoryMeta[kind].icon,
    motif: categoryMeta[kind].motif,
  })),
});
/** A place whose name is the same in every language (brand names). */
const same = (name: string): Localized => ({ en: name, ja: name, vi: name });

// ---------------------------------------------------------------------------------------------
// The 12 serviced-apartment buildings (fictional names, real streets).
// ---------------------------------------------------------------------------------------------

export const projects: ProjectSeed[] = [
  // ----------------------------------------------------------------------------------- Hanoi
  {
    key: 'lotus-lakeside',
    slug: 'lotus-lakeside-residence-tay-ho',
    name: same('Lotus Lakeside Residence'),
    city: 'HN',
    district: 'tay-ho',
    address: address('HN', 'tay-ho', 'Xuân Diệu', '47', 'Quảng An'),
    geo: { lat: 21.0652, lng: 105.8268 },
    overview: L(
      [
        '**Lotus Lakeside Residence** sits on Xuan Dieu Street, a short walk from the shore of West Lake, in the leafy Quang An neighbourhood that many expatriate families call home.',
        'The 15-storey building offers studios to three-bedroom apartments, most with a balcony facing the lake or the quiet lanes of Tay Ho. Every unit is fully furnished and serviced, with weekly housekeeping and a reception desk staffed around the clock.',
        'Residents enjoy a heated outdoor pool, a well-equipped gym, a barbecue terrace and a playground for children. Cafés, bakeries, international restaurants and organic food shops line the surrounding streets, and the Old Quarter is about 15 minutes away by car.',
      ],
      [
        '**Lotus Lakeside Residence**は、タイホー区クアンアン地区のスアンジウ通りに建つサービスアパートです。西湖（ホータイ）のほとりまで歩いてすぐの緑豊かなエリアで、多くの外国人ファミリーが暮らしています。',
        '15階建ての館内にはスタジオから3ベッドルームまでの住戸があり、多くの部屋のバルコニーからは湖やタイホーの静かな街並みを望めます。全室家具付きで、週1回の清掃サービスと24時間対応のレセプションを備えています。',
        '温水プール、充実したジム、バーベキューテラス、キッズスペースも利用できます。周辺にはカフェやベーカリー、各国料理のレストラン、オーガニック食材店が並び、旧市街へは車で約15分です。',
      ],
      [
        '**Lotus Lakeside Residence** nằm trên phố Xuân Diệu, chỉ vài bước chân là ra tới bờ Hồ Tây, giữa khu Quảng An rợp bóng cây nơi nhiều gia đình người nước ngoài sinh sống.',
        'Tòa nhà 15 tầng có các căn từ studio đến ba phòng ngủ, phần lớn có ban công nhìn ra hồ hoặc những con ngõ yên tĩnh của Tây Hồ. Tất cả căn hộ đều được trang bị nội thất đầy đủ, có dịch vụ dọn phòng hằng tuần và lễ tân trực 24/24.',
        'Cư dân được sử dụng hồ bơi ngoài trời có hệ thống sưởi, phòng gym hiện đại, sân BBQ và khu vui chơi cho trẻ em. Xung quanh là quán cà phê, tiệm bánh, nhà hàng quốc tế và cửa hàng thực phẩm hữu cơ; từ đây đi ô tô khoảng 15 phút là tới phố cổ.',
      ],
    ),
    facilities: [
      'swimming-pool',
      'gym',
      'security-24-7',
      'reception',
      'parking',
      'elevator',
      'laundry-service',
      'housekeeping',
      'bbq-area',
      'kids-playground',
    ],
    nearby: [
      category('supermarkets', [
        {
          name: same('West Lake Fresh Mart'),
          geo: { lat: 21.0641, lng: 105.8276 },
          content: walk(3),
          address: address('HN', 'tay-ho', 'Xuân Diệu', '31', 'Quảng An'),
          phone: '+84 24 3718 2206',
        },
        {
          name: same('Green Leaf Organic Store'),
          geo: { lat: 21.0668, lng: 105.8239 },
          content: walk(7),
          address: address('HN', 'tay-ho', 'Tô Ngọc Vân', '18', 'Quảng An'),
          phone: '+84 24 3718 5530',
        },
      ]),
      category('restaurants', [
        {
          name: same('Hoa Sen Kitchen'),
          geo: { lat: 21.0659, lng: 105.8261 },
          content: walk(2),
          address: address('HN', 'tay-ho', 'Xuân Diệu', '55', 'Quảng An'),
          phone: '+84 24 3719 0418',
        },
        {
          name: { en: 'Yuzu Japanese Dining', ja: '和食 柚子', vi: 'Yuzu Japanese Dining' },
          geo: { lat: 21.0631, lng: 105.8247 },
          content: walk(6),
          address: address('HN', 'tay-ho', 'Đặng Thai Mai', '9', 'Quảng An'),
          phone: '+84 24 3718 7724',
        },
      ]),
      category('schools', [
        {
          name: same('Hanoi Lakeside International School'),
          geo: { lat: 21.0705, lng: 105.8212 },
          content: drive(5),
          address: address('HN', 'tay-ho', 'Âu Cơ', '72', 'Nhật Tân'),
          phone: '+84 24 3758 1190',
        },
        {
          name: same('Little Lotus Kindergarten'),
          geo: { lat: 21.0627, lng: 105.8233 },
          content: walk(8),
          address: address('HN', 'tay-ho', 'Đặng Thai Mai', '24', 'Quảng An'),
          phone: '+84 24 3718 3362',
        },
      ]),
    ],
    services: ['airport-pickup', 'weekly-cleaning', 'welcome-fruit', 'gym-membership'],
    quantity: 120,
    motifs: ['building', 'pool', 'living-room', 'balcony-view', 'gym', 'lobby'],
  },
  {
    key: 'linden-court',
    slug: 'linden-court-ba-dinh',
    name: same('Linden Court'),
    city: 'HN',
    district: 'ba-dinh',
    address: address('HN', 'ba-dinh', 'Liễu Giai', '88', 'Liễu Giai'),
    geo: { lat: 21.0331, lng: 105.8141 },
    overview: L(
      [
        '**Linden Court** is a 22-storey serviced-apartment tower on Lieu Giai Street, in the diplomatic and business quarter of Ba Dinh. Embassies, Japanese and Korean offices and the Kim Ma restaurant strip are all within a few minutes.',
        'Its one- to three-bedroom apartments are designed for long stays: separate work corners, generous storage, blackout curtains and fast fibre internet come as standard. A Japanese-speaking front desk helps new residents with registration, utilities and everyday questions.',
        'On the top floor, a lap pool and gym look out over the city towards West Lake. Thu Le Park and its zoo are a pleasant walk away for families.',
      ],
      [
        '**Linden Court**は、バーディン区リエウザイ通りに建つ22階建てのサービスアパートです。大使館や日系・韓国系企業のオフィスが集まるエリアにあり、レストランが立ち並ぶキムマー通りもすぐそばです。',
        '1〜3ベッドルームの住戸は長期滞在を前提に設計されており、ワークスペース、十分な収納、遮光カーテン、高速光回線を標準装備しています。日本語対応のフロントが、入居時の住民登録や公共料金の手続き、日常の相談までサポートします。',
        '最上階には市街地から西湖方面を見渡せるプールとジムがあります。動物園のあるトゥーレー公園へも歩いて行けるので、お子さま連れのご家族にもおすすめです。',
      ],
      [
        '**Linden Court** là tòa căn hộ dịch vụ 22 tầng trên phố Liễu Giai, giữa khu ngoại giao và văn phòng của quận Ba Đình. Các đại sứ quán, văn phòng công ty Nhật Bản, Hàn Quốc và dãy nhà hàng phố Kim Mã đều chỉ cách vài phút.',
        'Các căn từ một đến ba phòng ngủ được thiết kế cho khách thuê dài hạn: góc làm việc riêng, nhiều không gian lưu trữ, rèm cản sáng và internet cáp quang tốc độ cao. Quầy lễ tân nói tiếng Nhật hỗ trợ cư dân mới đăng ký tạm trú, điện nước và các câu hỏi hằng ngày.',
        'Trên tầng thượng có bể bơi và phòng gym nhìn ra thành phố về phía Hồ Tây. Công viên Thủ Lệ với vườn thú nằm trong quãng đi bộ, rất tiện cho các gia đình có trẻ nhỏ.',
      ],
    ),
    facilities: [
      'swimming-pool',
      'gym',
      'security-24-7',
      'reception',
      'parking',
      'elevator',
      'laundry-service',
      'housekeeping',
      'shuttle-bus',
    ],
    nearby: [
      category('supermarkets', [
        {
          name: same('Kim Ma Daily Mart'),
          geo: { lat: 21.0317, lng: 105.8166 },
          content: walk(5),
          address: address('HN', 'ba-dinh', 'Kim Mã', '215', 'Ngọc Khánh'),
          phone: '+84 24 3771 4402',
        },
        {
          name: { en: 'Fuji Japanese Grocery', ja: 'ふじ 日本食材店', vi: 'Fuji Japanese Grocery' },
          geo: { lat: 21.0344, lng: 105.8125 },
          content: walk(4),
          address: address('HN', 'ba-dinh', 'Đào Tấn', '6', 'Cống Vị'),
          phone: '+84 24 3766 2081',
        },
      ]),
      category('hospitals', [
        {
          name: same('Ba Dinh International Clinic'),
          geo: { lat: 21.0302, lng: 105.8189 },
          content: drive(4),
          address: address('HN', 'ba-dinh', 'Kim Mã', '118', 'Kim Mã'),
          phone: '+84 24 3843 9915',
        },
        {
          name: same('Sakura Family Medical'),
          geo: { lat: 21.0352, lng: 105.8148 },
          content: walk(6),
          address: address('HN', 'ba-dinh', 'Liễu Giai', '121', 'Liễu Giai'),
          phone: '+84 24 3762 5570',
        },
      ]),
      category('parks', [
        {
          name: { en: 'Thu Le Park', ja: 'トゥーレー公園', vi: 'Công viên Thủ Lệ' },
          geo: { lat: 21.0307, lng: 105.8083 },
          content: walk(12),
          address: address('HN', 'ba-dinh', 'Kim Mã', '', 'Ngọc Khánh'),
        },
        {
          name: { en: 'Ngoc Khanh Lake', ja: 'ゴックカイン湖', vi: 'Hồ Ngọc Khánh' },
          geo: { lat: 21.0282, lng: 105.8145 },
          content: walk(9),
          address: address('HN', 'ba-dinh', 'Nguyễn Chí Thanh', '', 'Ngọc Khánh'),
        },
      ]),
    ],
    services: ['airport-pickup', 'weekly-cleaning', 'late-checkout', 'free-laundry'],
    quantity: 180,
    motifs: ['building', 'lobby', 'living-room', 'bedroom', 'pool', 'skyline'],
  },
  {
    key: 'heritage-suites',
    slug: 'the-heritage-suites-hoan-kiem',
    name: same('The Heritage Suites'),
    city: 'HN',
    district: 'hoan-kiem',
    address: address('HN', 'hoan-kiem', 'Lý Thường Kiệt', '56', 'Trần Hưng Đạo'),
    geo: { lat: 21.0244, lng: 105.8477 },
    overview: L(
      [
        'Behind a restored French-colonial façade on Ly Thuong Kiet Street, **The Heritage Suites** combines high ceilings and tall shuttered windows with modern, quiet apartments. Hoan Kiem Lake, the Opera House and the Old Quarter are all within a ten-minute walk.',
        'The 48 suites range from cosy studios to two-bedroom apartments with a separate dining area. Daily housekeeping is available on request, and the concierge can book drivers, restaurants and weekend trips to Ha Long Bay or Ninh Binh.',
      ],
      [
        'リートゥオンキエット通りに面した、フランス統治時代の建物のファサードを修復した**The Heritage Suites**。高い天井と鎧戸付きの大きな窓を生かしながら、室内は静かでモダンな住空間に仕上げています。ホアンキエム湖、オペラハウス、旧市街へはいずれも徒歩10分以内です。',
        '全48室は、コンパクトなスタジオからダイニングスペース付きの2ベッドルームまで。ご希望に応じて毎日の清掃も手配でき、コンシェルジュが送迎車やレストランの予約、ハロン湾やニンビンへの週末旅行までお手伝いします。',
      ],
      [
        'Nằm sau mặt tiền kiến trúc Pháp cổ được phục dựng trên phố Lý Thường Kiệt, **The Heritage Suites** kết hợp trần cao, cửa chớp truyền thống với những căn hộ hiện đại và yên tĩnh. Từ đây đi bộ chưa tới mười phút là tới hồ Hoàn Kiếm, Nhà hát Lớn và phố cổ.',
        '48 căn hộ gồm từ studio ấm cúng đến căn hai phòng ngủ có khu vực ăn riêng. Dịch vụ dọn phòng hằng ngày có thể đặt theo yêu cầu, và bộ phận concierge sẵn sàng đặt xe, đặt nhà hàng hay lên lịch chuyến đi cuối tuần tới Hạ Long, Ninh Bình.',
      ],
    ),
    facilities: ['security-24-7', 'reception', 'elevator', 'laundry-service', 'housekeeping', 'rooftop-bar'],
    nearby: [
      category('parks', [
        {
          name: { en: 'Hoan Kiem Lake', ja: 'ホアンキエム湖', vi: 'Hồ Hoàn Kiếm' },
          geo: { lat: 21.0287, lng: 105.8522 },
          content: walk(9),
          address: address('HN', 'hoan-kiem', 'Đinh Tiên Hoàng', '', 'Hàng Trống'),
        },
        {
          name: { en: 'Ly Thai To Flower Garden', ja: 'リータイトー花園', vi: 'Vườn hoa Lý Thái Tổ' },
          geo: { lat: 21.0275, lng: 105.8538 },
          content: walk(11),
          address: address('HN', 'hoan-kiem', 'Đinh Tiên Hoàng', '', 'Tràng Tiền'),
        },
      ]),
      category('restaurants', [
        {
          name: { en: 'Hang Bai Pho House', ja: 'ハンバイ フォーハウス', vi: 'Phở Hàng Bài' },
          geo: { lat: 21.0236, lng: 105.851 },
          content: walk(5),
          address: address('HN', 'hoan-kiem', 'Hàng Bài', '42', 'Hàng Bài'),
          phone: '+84 24 3826 4417',
        },
        {
          name: same('Le Petit Bistro Hanoi'),
          geo: { lat: 21.0251, lng: 105.8461 },
          content: walk(3),
          address: address('HN', 'hoan-kiem', 'Quang Trung', '20', 'Trần Hưng Đạo'),
          phone: '+84 24 3942 1186',
        },
      ]),
      category('supermarkets', [
        {
          name: same('Old Quarter Minimart'),
          geo: { lat: 21.0233, lng: 105.8489 },
          content: walk(4),
          address: address('HN', 'hoan-kiem', 'Trần Hưng Đạo', '61', 'Trần Hưng Đạo'),
          phone: '+84 24 3933 0274',
        },
        {
          name: same('Trang Tien Gourmet Market'),
          geo: { lat: 21.025, lng: 105.8532 },
          content: walk(10),
          address: address('HN', 'hoan-kiem', 'Tràng Tiền', '33', 'Tràng Tiền'),
          phone: '+84 24 3825 9631',
        },
      ]),
    ],
    services: ['free-breakfast', 'late-checkout', 'welcome-fruit'],
    quantity: 48,
    motifs: ['building', 'street', 'living-room', 'bedroom', 'bathroom'],
  },
  {
    key: 'skyline-park',
    slug: 'skyline-park-residence-cau-giay',
    name: same('Skyline Park Residence'),
    city: 'HN',
    district: 'cau-giay',
    address: address('HN', 'cau-giay', 'Trần Duy Hưng', '119', 'Trung Hòa'),
    geo: { lat: 21.0088, lng: 105.7986 },
    overview: L(
      [
        '**Skyline Park Residence** rises 30 storeys above Tran Duy Hung Boulevard in Cau Giay, one of the fastest-growing business areas of Hanoi. Large shopping malls, international schools and the office towers of Pham Hung Street are close by.',
        'Apartments on the upper floors enjoy sweeping city views, with floor-to-ceiling windows, open-plan kitchens and two bathrooms in every family unit. The podium houses a 25-metre pool, a gym, a children’s playroom and a landscaped garden with a barbecue area.',
        'A free shuttle runs to the central business district and Hoan Kiem in the morning and evening, so residents can leave the car at home.',
      ],
      [
        '**Skyline Park Residence**は、ハノイでも発展が著しいビジネスエリア、カウザイ区のチャンズイフン通りにそびえる30階建てのサービスアパートです。大型ショッピングモールやインターナショナルスクール、ファムフン通りのオフィスタワーにも近い立地です。',
        '高層階の住戸は床から天井までの大きな窓から市街地を一望でき、ファミリータイプはすべてオープンキッチンとバスルーム2つを備えています。低層階には25メートルプール、ジム、キッズルーム、バーベキューエリア付きの庭園があります。',
        '朝夕にはハノイ中心部やホアンキエム方面への無料シャトルバスが運行しており、車がなくても快適に通勤できます。',
      ],
      [
        '**Skyline Park Residence** là tòa căn hộ dịch vụ 30 tầng trên đại lộ Trần Duy Hưng, quận Cầu Giấy – một trong những khu kinh doanh phát triển nhanh nhất Hà Nội. Trung tâm thương mại lớn, trường quốc tế và các tòa văn phòng trên đường Phạm Hùng đều ở gần.',
        'Các căn hộ tầng cao có tầm nhìn rộng ra thành phố qua cửa kính kịch trần, bếp mở và hai phòng tắm ở mọi căn gia đình. Khối đế có bể bơi 25 mét, phòng gym, phòng chơi cho trẻ em và khu vườn cảnh quan với sân BBQ.',
        'Xe đưa đón miễn phí chạy vào trung tâm và khu Hoàn Kiếm vào buổi sáng và chiều tối, giúp cư dân đi làm thuận tiện mà không cần xe riêng.',
      ],
    ),
    facilities: [
      'swimming-pool',
      'gym',
      'security-24-7',
      'reception',
      'parking',
      'elevator',
      'housekeeping',
      'bbq-area',
      'kids-playground',
      'shuttle-bus',
    ],
    nearby: [
      category('supermarkets', [
        {
          name: same('Trung Hoa Hypermarket'),
          geo: { lat: 21.0072, lng: 105.7969 },
          content: walk(4),
          address: address('HN', 'cau-giay', 'Trần Duy Hưng', '150', 'Trung Hòa'),
          phone: '+84 24 3556 8120',
        },
        {
          name: same('Fresh & Go Mart'),
          geo: { lat: 21.0101, lng: 105.8012 },
          content: walk(6),
          address: address('HN', 'cau-giay', 'Nguyễn Thị Thập', '27', 'Trung Hòa'),
          phone: '+84 24 3556 2287',
        },
      ]),
      category('schools', [
        {
          name: same('Hanoi Global Bridge School'),
          geo: { lat: 21.0152, lng: 105.7925 },
          content: drive(6),
          address: address('HN', 'cau-giay', 'Dương Đình Nghệ', '14', 'Yên Hòa'),
          phone: '+84 24 3795 4410',
        },
        {
          name: same('Little Maple Preschool'),
          geo: { lat: 21.0095, lng: 105.8004 },
          content: walk(5),
          address: address('HN', 'cau-giay', 'Hoàng Minh Giám', '8', 'Trung Hòa'),
          phone: '+84 24 3556 9083',
        },
      ]),
      category('parks', [
        {
          name: { en: 'Cau Giay Park', ja: 'カウザイ公園', vi: 'Công viên Cầu Giấy' },
          geo: { lat: 21.0297, lng: 105.7923 },
          content: drive(8),
          address: address('HN', 'cau-giay', 'Thọ Tháp', '', 'Dịch Vọng'),
        },
        {
          name: { en: 'Nghia Do Park', ja: 'ギアドー公園', vi: 'Công viên Nghĩa Đô' },
          geo: { lat: 21.0446, lng: 105.8001 },
          content: drive(12),
          address: address('HN', 'cau-giay', 'Hoàng Quốc Việt', '', 'Nghĩa Đô'),
        },
      ]),
    ],
    services: ['gym-membership', 'weekly-cleaning', 'free-parking', 'welcome-fruit'],
    quantity: 260,
    motifs: ['building', 'skyline', 'living-room', 'kitchen', 'pool', 'gym'],
  },
  {
    key: 'meridian-heights',
    slug: 'meridian-heights-my-dinh',
    name: same('Meridian Heights'),
    city: 'HN',
    district: 'nam-tu-liem',
    address: address('HN', 'nam-tu-liem', 'Phạm Hùng', '12', 'Mễ Trì'),
    geo: { lat: 21.0163, lng: 105.7839 },
    overview: L(
      [
        '**Meridian Heights** is a modern residential tower on Pham Hung Street in the My Dinh area of Nam Tu Liem, popular with Japanese and Korean professionals working in the nearby office towers and industrial parks to the west of Hanoi.',
        'The building offers one- to four-bedroom apartments with practical layouts, Japanese-style bathrooms with a deep tub and a washer-dryer in every unit. The reception team speaks English, Japanese and Korean.',
        'Japanese and Korean supermarkets, restaurants and clinics are within walking distance, and the expressway to Noi Bai International Airport starts just a few minutes away.',
      ],
      [
        '**Meridian Heights**は、ナムトゥーリエム区ミーディン地区のファムフン通りに建つモダンなレジデンスタワーです。近隣のオフィスタワーやハノイ西部の工業団地に勤める日本人・韓国人ビジネスパーソンに人気のエリアです。',
        '住戸は1〜4ベッドルームで、使い勝手のよい間取りに、深めの浴槽付きの日本式バスルームと洗濯乾燥機を全室に完備。レセプションでは英語・日本語・韓国語で対応します。',
        '日系・韓国系のスーパーやレストラン、クリニックは徒歩圏内にあり、ノイバイ国際空港へ向かう高速道路の入口までも車で数分です。',
      ],
      [
        '**Meridian Heights** là tòa căn hộ hiện đại trên đường Phạm Hùng, khu Mỹ Đình, quận Nam Từ Liêm – được nhiều chuyên gia Nhật Bản và Hàn Quốc làm việc tại các tòa văn phòng lân cận và khu công nghiệp phía tây Hà Nội lựa chọn.',
        'Tòa nhà có các căn từ một đến bốn phòng ngủ với bố cục hợp lý, phòng tắm kiểu Nhật có bồn ngâm sâu và máy giặt sấy trong mỗi căn. Đội ngũ lễ tân giao tiếp được tiếng Anh, tiếng Nhật và tiếng Hàn.',
        'Siêu thị, nhà hàng và phòng khám Nhật, Hàn đều trong quãng đi bộ, và lối lên đường cao tốc đi sân bay quốc tế Nội Bài chỉ cách vài phút lái xe.',
      ],
    ),
    facilities: [
      'swimming-pool',
      'gym',
      'security-24-7',
      'reception',
      'parking',
      'elevator',
      'laundry-service',
      'housekeeping',
      'kids-playground',
    ],
    nearby: [
      category('supermarkets', [
        {
          name: { en: 'Nihon Mart My Dinh', ja: 'ニホンマート ミーディン店', vi: 'Nihon Mart Mỹ Đình' },
          geo: { lat: 21.0175, lng: 105.7851 },
          content: walk(3),
          address: address('HN', 'nam-tu-liem', 'Phạm Hùng', '36', 'Mễ Trì'),
          phone: '+84 24 3785 6641',
        },
        {
          name: same('Seoul Fresh Market'),
          geo: { lat: 21.0147, lng: 105.7822 },
          content: walk(6),
          address: address('HN', 'nam-tu-liem', 'Mễ Trì Thượng', '5', 'Mễ Trì'),
          phone: '+84 24 3785 2209',
        },
      ]),
      category('restaurants', [
        {
          name: { en: 'Izakaya Tanuki', ja: '居酒屋たぬき', vi: 'Izakaya Tanuki' },
          geo: { lat: 21.0169, lng: 105.7829 },
          content: walk(2),
          address: address('HN', 'nam-tu-liem', 'Phạm Hùng', '18', 'Mễ Trì'),
          phone: '+84 24 3787 1134',
        },
        {
          name: { en: 'Bun Cha My Dinh', ja: 'ブンチャー ミーディン店', vi: 'Bún chả Mỹ Đình' },
          geo: { lat: 21.0151, lng: 105.7858 },
          content: walk(5),
          address: address('HN', 'nam-tu-liem', 'Lê Quang Đạo', '40', 'Mễ Trì'),
          phone: '+84 24 3787 5592',
        },
        {
          name: same('Gangnam BBQ House'),
          geo: { lat: 21.0182, lng: 105.7818 },
          content: walk(7),
          address: address('HN', 'nam-tu-liem', 'Đỗ Đức Dục', '11', 'Mễ Trì'),
          phone: '+84 24 3787 3308',
        },
      ]),
      category('hospitals', [
        {
          name: same('My Dinh International Medical Center'),
          geo: { lat: 21.0196, lng: 105.7805 },
          content: drive(5),
          address: address('HN', 'nam-tu-liem', 'Lê Đức Thọ', '55', 'Mỹ Đình 2'),
          phone: '+84 24 3768 9900',
        },
        {
          name: {
            en: 'Kizuna Japanese Clinic',
            ja: 'きずな日本人クリニック',
            vi: 'Phòng khám Nhật Bản Kizuna',
          },
          geo: { lat: 21.0158, lng: 105.7846 },
          content: walk(2),
          address: address('HN', 'nam-tu-liem', 'Phạm Hùng', '8', 'Mễ Trì'),
          phone: '+84 24 3785 0077',
        },
      ]),
    ],
    services: ['airport-pickup', 'weekly-cleaning', 'free-laundry', 'late-checkout'],
    quantity: 210,
    motifs: ['building', 'lobby', 'living-room', 'bathroom', 'gym'],
  },

  // -------------------------------------------------------------------------- Ho Chi Minh City
  {
    key: 'saigon-central',
    slug: 'saigon-central-residence-district-1',
    name: same('Saigon Central Residence'),
    city: 'HCM',
    district: 'quan-1',
    address: address('HCM', 'quan-1', 'Lê Thánh Tôn', '35', 'Bến Nghé'),
    geo: { lat: 10.7789, lng: 106.7041 },
    overview: L(
      [
        '**Saigon Central Residence** stands on Le Thanh Ton Street in the heart of District 1, right next to the lanes of the city’s “Little Japan”. Dong Khoi, Nguyen Hue Walking Street and the riverfront are all a few minutes away on foot.',
        'Its studios and one- and two-bedroom apartments are made for busy professionals: a compact but fully equipped kitchen, a proper work desk, blackout curtains and daily housekeeping on request. Guests staying for a few nights get the same service as long-term residents.',
        'The rooftop pool and bar look across the skyline to the Saigon River, and the lobby café serves breakfast from 6:30.',
      ],
      [
        '**Saigon Central Residence**は、1区の中心部レタントン通りに建つサービスアパートで、いわゆる「リトルジャパン」の路地のすぐ隣に位置しています。ドンコイ通り、グエンフエ歩行者天国、サイゴン川沿いまではいずれも徒歩数分です。',
        'スタジオと1〜2ベッドルームの住戸は、忙しいビジネスパーソン向けの設計です。コンパクトながら設備の整ったキッチン、本格的なワークデスク、遮光カーテンを備え、ご希望に応じて毎日の清掃も承ります。数泊の短期滞在でも、長期入居者と同じサービスをご利用いただけます。',
        '屋上のプールとバーからは高層ビル群の向こうにサイゴン川を望め、ロビーのカフェでは朝6時半から朝食を提供しています。',
      ],
      [
        '**Saigon Central Residence** tọa lạc trên đường Lê Thánh Tôn, ngay trung tâm Quận 1 và sát bên những con hẻm “phố Nhật” nổi tiếng. Đi bộ vài phút là tới đường Đồng Khởi, phố đi bộ Nguyễn Huệ và bờ sông Sài Gòn.',
        'Các căn studio, một và hai phòng ngủ được thiết kế cho người bận rộn: bếp nhỏ gọn nhưng đầy đủ tiện nghi, bàn làm việc đúng nghĩa, rèm cản sáng và dịch vụ dọn phòng hằng ngày theo yêu cầu. Khách lưu trú ngắn ngày cũng được hưởng dịch vụ như cư dân dài hạn.',
        'Hồ bơi và quầy bar trên sân thượng nhìn qua những tòa cao ốc ra sông Sài Gòn, còn quán cà phê ở sảnh phục vụ bữa sáng từ 6 giờ 30.',
      ],
    ),
    facilities: [
      'swimming-pool',
      'gym',
      'security-24-7',
      'reception',
      'elevator',
      'laundry-service',
      'housekeeping',
      'rooftop-bar',
    ],
    nearby: [
      category('restaurants', [
        {
          name: {
            en: 'Sumibi Yakitori Thai Van Lung',
            ja: '炭火焼鳥 すみび タイヴァンルン店',
            vi: 'Sumibi Yakitori Thái Văn Lung',
          },
          geo: { lat: 10.7796, lng: 106.7052 },
          content: walk(2),
          address: address('HCM', 'quan-1', 'Thái Văn Lung', '15', 'Bến Nghé'),
          phone: '+84 28 3822 6143',
        },
        {
          name: { en: 'Com Tam Ben Nghe', ja: 'コムタム ベンゲー店', vi: 'Cơm tấm Bến Nghé' },
          geo: { lat: 10.7775, lng: 106.7027 },
          content: walk(4),
          address: address('HCM', 'quan-1', 'Hai Bà Trưng', '74', 'Bến Nghé'),
          phone: '+84 28 3829 1057',
        },
      ]),
      category('supermarkets', [
        {
          name: same('Ben Nghe Fresh Mart'),
          geo: { lat: 10.7781, lng: 106.7049 },
          content: walk(2),
          address: address('HCM', 'quan-1', 'Lê Thánh Tôn', '21', 'Bến Nghé'),
          phone: '+84 28 3823 4480',
        },
        {
          name: { en: 'Hanami Japanese Foods', ja: 'はなみ 日本食品店', vi: 'Hanami Japanese Foods' },
          geo: { lat: 10.7802, lng: 106.7044 },
          content: walk(3),
          address: address('HCM', 'quan-1', 'Thi Sách', '22', 'Bến Nghé'),
          phone: '+84 28 3827 3391',
        },
      ]),
      category('parks', [
        {
          name: { en: 'Tao Dan Park', ja: 'タオダン公園', vi: 'Công viên Tao Đàn' },
          geo: { lat: 10.7746, lng: 106.6925 },
          content: drive(6),
          address: address('HCM', 'quan-1', 'Trương Định', '', 'Bến Thành'),
        },
        {
          name: { en: 'Bach Dang Wharf Park', ja: 'バクダン埠頭公園', vi: 'Công viên Bến Bạch Đằng' },
          geo: { lat: 10.7745, lng: 106.7068 },
          content: walk(8),
          address: address('HCM', 'quan-1', 'Tôn Đức Thắng', '', 'Bến Nghé'),
        },
      ]),
    ],
    services: ['free-breakfast', 'airport-pickup', 'late-checkout', 'welcome-fruit'],
    quantity: 96,
    motifs: ['building', 'skyline', 'living-room', 'office-desk', 'pool', 'lobby'],
  },
  {
    key: 'willow-river',
    slug: 'willow-river-residence-thao-dien',
    name: same('Willow River Residence'),
    city: 'HCM',
    district: 'thu-duc',
    address: address('HCM', 'thu-duc', 'Nguyễn Văn Hưởng', '28', 'Thảo Điền'),
    geo: { lat: 10.8091, lng: 106.7326 },
    overview: L(
      [
        'Set in a quiet lane off Nguyen Van Huong Street, **Willow River Residence** is a low-rise compound of serviced apartments and garden villas on the banks of the Saigon River in Thao Dien, the city’s favourite neighbourhood for international families.',
        'Homes range from one-bedroom apartments to four-bedroom duplexes with private terraces. Tropical gardens surround a 30-metre riverside pool, a children’s playground and a barbecue pavilion, and a shuttle bus runs to District 1 several times a day.',
        'Several international schools, organic grocers, bakeries and weekend markets are within a short walk or bicycle ride.',
      ],
      [
        'グエンヴァンフオン通りから一本入った静かな小路に佇む**Willow River Residence**は、サイゴン川のほとりに建つ低層のサービスアパートとガーデンヴィラからなるレジデンスです。所在地のタオディエンは、外国人ファミリーに最も人気のあるエリアです。',
        '住戸は1ベッドルームから、専用テラス付きの4ベッドルームのメゾネットまで。熱帯の庭園に囲まれた30メートルのリバーサイドプール、キッズプレイグラウンド、バーベキューパビリオンがあり、1区へのシャトルバスも1日数便運行しています。',
        '徒歩や自転車で行ける範囲に、インターナショナルスクール、オーガニック食材店、ベーカリー、週末マーケットが揃っています。',
      ],
      [
        'Nằm trong một con hẻm yên tĩnh rẽ từ đường Nguyễn Văn Hưởng, **Willow River Residence** là khu căn hộ dịch vụ và biệt thự vườn thấp tầng bên bờ sông Sài Gòn, tại Thảo Điền – khu phố được các gia đình quốc tế yêu thích nhất thành phố.',
        'Các căn từ một phòng ngủ đến căn duplex bốn phòng ngủ có sân hiên riêng. Khuôn viên vườn nhiệt đới bao quanh hồ bơi ven sông dài 30 mét, sân chơi trẻ em và nhà BBQ; xe đưa đón đi Quận 1 chạy nhiều chuyến mỗi ngày.',
        'Chỉ vài phút đi bộ hoặc đạp xe là tới các trường quốc tế, cửa hàng thực phẩm hữu cơ, tiệm bánh và chợ phiên cuối tuần.',
      ],
    ),
    facilities: [
      'swimming-pool',
      'gym',
      'security-24-7',
      'reception',
      'parking',
      'laundry-service',
      'housekeeping',
      'bbq-area',
      'kids-playground',
      'shuttle-bus',
    ],
    nearby: [
      category('schools', [
        {
          name: same('Saigon Riverside International School'),
          geo: { lat: 10.8118, lng: 106.7339 },
          content: walk(6),
          address: address('HCM', 'thu-duc', 'Nguyễn Văn Hưởng', '75', 'Thảo Điền'),
          phone: '+84 28 3744 2210',
        },
        {
          name: same('Thao Dien Montessori House'),
          geo: { lat: 10.8049, lng: 106.7318 },
          content: walk(8),
          address: address('HCM', 'thu-duc', 'Quốc Hương', '41', 'Thảo Điền'),
          phone: '+84 28 3744 6078',
        },
      ]),
      category('supermarkets', [
        {
          name: same('Thao Dien Organic Market'),
          geo: { lat: 10.8063, lng: 106.7331 },
          content: walk(5),
          address: address('HCM', 'thu-duc', 'Thảo Điền', '12', 'Thảo Điền'),
          phone: '+84 28 3519 4022',
        },
        {
          name: same('Riverside Gourmet Grocer'),
          geo: { lat: 10.8034, lng: 106.7302 },
          content: drive(4),
          address: address('HCM', 'thu-duc', 'Xuân Thủy', '20', 'Thảo Điền'),
          phone: '+84 28 3519 8814',
        },
      ]),
      category('restaurants', [
        {
          name: same('The Banyan Garden Café'),
          geo: { lat: 10.8077, lng: 106.7335 },
          content: walk(3),
          address: address('HCM', 'thu-duc', 'Nguyễn Văn Hưởng', '16', 'Thảo Điền'),
          phone: '+84 28 3744 5521',
        },
        {
          name: same('Xuan Thuy Street Food Court'),
          geo: { lat: 10.8031, lng: 106.7311 },
          content: drive(5),
          address: address('HCM', 'thu-duc', 'Xuân Thủy', '38', 'Thảo Điền'),
        },
      ]),
    ],
    services: ['airport-pickup', 'weekly-cleaning', 'gym-membership', 'welcome-fruit', 'free-parking'],
    quantity: 64,
    motifs: ['building', 'pool', 'park', 'living-room', 'balcony-view', 'bedroom'],
  },
  {
    key: 'crescent-bay',
    slug: 'crescent-bay-residence-phu-my-hung',
    name: same('Crescent Bay Residence'),
    city: 'HCM',
    district: 'quan-7',
    address: address('HCM', 'quan-7', 'Nguyễn Lương Bằng', '101', 'Tân Phú'),
    geo: { lat: 10.7268, lng: 106.7213 },
    overview: L(
      [
        '**Crescent Bay Residence** is located on Nguyen Luong Bang Boulevard in Phu My Hung, District 7 – a planned township with wide tree-lined streets, riverside promenades and some of the best international schools and hospitals in the south.',
        'The building’s two- to four-bedroom apartments suit families who want space: large living rooms, separate laundry areas and balconies facing the pool garden or Crescent Lake. Many units have a guest room that doubles as a home office.',
        'Shopping malls, Japanese and Korean supermarkets and the Crescent Lake promenade are within walking distance, and District 1 is about 20 minutes away by car.',
      ],
      [
        '**Crescent Bay Residence**は、7区フーミーフンのグエンルオンバン通りに建つサービスアパートです。フーミーフンは並木の広い道路やリバーサイドの遊歩道が整備された計画都市で、南部でも有数のインターナショナルスクールや病院が集まっています。',
        '住戸は2〜4ベッドルームで、ゆとりのある暮らしを求めるご家族向けです。広いリビング、独立したランドリースペース、プールガーデンまたはクレセントレイクに面したバルコニーを備え、多くの住戸にはホームオフィスとしても使えるゲストルームがあります。',
        'ショッピングモール、日系・韓国系スーパー、クレセントレイクの遊歩道まで徒歩圏内で、1区へは車で約20分です。',
      ],
      [
        '**Crescent Bay Residence** nằm trên đại lộ Nguyễn Lương Bằng, khu Phú Mỹ Hưng, Quận 7 – khu đô thị quy hoạch bài bản với đường phố rộng rợp bóng cây, đường dạo ven sông cùng nhiều trường quốc tế và bệnh viện hàng đầu phía Nam.',
        'Các căn từ hai đến bốn phòng ngủ phù hợp với những gia đình cần không gian rộng: phòng khách lớn, khu giặt phơi riêng và ban công nhìn ra vườn hồ bơi hoặc Hồ Bán Nguyệt. Nhiều căn có thêm phòng cho khách, có thể dùng làm phòng làm việc tại nhà.',
        'Trung tâm thương mại, siêu thị Nhật, Hàn và đường dạo quanh Hồ Bán Nguyệt đều trong quãng đi bộ; đi ô tô khoảng 20 phút là tới Quận 1.',
      ],
    ),
    facilities: [
      'swimming-pool',
      'gym',
      'security-24-7',
      'reception',
      'parking',
      'elevator',
      'laundry-service',
      'housekeeping',
      'bbq-area',
      'kids-playground',
    ],
    nearby: [
      category('parks', [
        {
          name: { en: 'Crescent Lake Park', ja: 'クレセントレイク公園', vi: 'Công viên Hồ Bán Nguyệt' },
          geo: { lat: 10.7293, lng: 106.7192 },
          content: walk(6),
          address: address('HCM', 'quan-7', 'Tôn Dật Tiên', '', 'Tân Phú'),
        },
        {
          name: {
            en: 'Phu My Hung Riverside Walk',
            ja: 'フーミーフン リバーサイド遊歩道',
            vi: 'Đường dạo ven sông Phú Mỹ Hưng',
          },
          geo: { lat: 10.7245, lng: 106.7244 },
          content: walk(9),
          address: address('HCM', 'quan-7', 'Nguyễn Đức Cảnh', '', 'Tân Phong'),
        },
      ]),
      category('hospitals', [
        {
          name: same('South Saigon International Hospital'),
          geo: { lat: 10.7229, lng: 106.7203 },
          content: drive(4),
          address: address('HCM', 'quan-7', 'Nguyễn Lương Bằng', '6', 'Tân Phú'),
          phone: '+84 28 5411 3500',
        },
        {
          name: {
            en: 'Aozora Japanese Clinic',
            ja: 'あおぞら日本人クリニック',
            vi: 'Phòng khám Nhật Bản Aozora',
          },
          geo: { lat: 10.7281, lng: 106.7186 },
          content: walk(5),
          address: address('HCM', 'quan-7', 'Tôn Dật Tiên', '27', 'Tân Phú'),
          phone: '+84 28 5412 6620',
        },
      ]),
      category('schools', [
        {
          name: same('Phu My Hung Global Academy'),
          geo: { lat: 10.7316, lng: 106.7158 },
          content: drive(5),
          address: address('HCM', 'quan-7', 'Nguyễn Văn Linh', '230', 'Tân Phong'),
          phone: '+84 28 5413 2286',
        },
        {
          name: same('Sunshine Bilingual Kindergarten'),
          geo: { lat: 10.7257, lng: 106.7197 },
          content: walk(4),
          address: address('HCM', 'quan-7', 'Bế Văn Cấm', '15', 'Tân Kiểng'),
          phone: '+84 28 3773 0419',
        },
      ]),
      category('supermarkets', [
        {
          name: same('Crescent Fresh Supermarket'),
          geo: { lat: 10.7287, lng: 106.7208 },
          content: walk(4),
          address: address('HCM', 'quan-7', 'Tôn Dật Tiên', '101', 'Tân Phú'),
          phone: '+84 28 5413 7750',
        },
        {
          name: {
            en: 'Tokyo Deli Phu My Hung',
            ja: 'トウキョウデリ フーミーフン店',
            vi: 'Tokyo Deli Phú Mỹ Hưng',
          },
          geo: { lat: 10.7262, lng: 106.7229 },
          content: walk(3),
          address: address('HCM', 'quan-7', 'Nguyễn Lương Bằng', '122', 'Tân Phú'),
          phone: '+84 28 5412 1143',
        },
      ]),
    ],
    services: ['airport-pickup', 'weekly-cleaning', 'free-parking', 'gym-membership'],
    quantity: 150,
    motifs: ['building', 'pool', 'park', 'living-room', 'kitchen', 'balcony-view'],
  },
  {
    key: 'sapphire-riverfront',
    slug: 'sapphire-riverfront-binh-thanh',
    name: same('Sapphire Riverfront'),
    city: 'HCM',
    district: 'binh-thanh',
    address: address('HCM', 'binh-thanh', 'Nguyễn Hữu Cảnh', '180', '22'),
    geo: { lat: 10.7926, lng: 106.7184 },
    overview: L(
      [
        'Rising beside the Saigon River on Nguyen Huu Canh Street, **Sapphire Riverfront** is a 40-storey tower in Binh Thanh with some of the most striking river and skyline views in the city. The business district of District 1 is only ten minutes away across the Thu Thiem bridge.',
        'Apartments from studios to four-bedroom penthouses come fully furnished, many with corner living rooms and wraparound windows. The infinity pool, gym, sauna and sky lounge on the 40th floor are open to residents every day from early morning.',
        'A riverside park, a large shopping mall and international clinics are just a short walk from the building.',
      ],
      [
        'ビンタイン区グエンフウカイン通り、サイゴン川のほとりにそびえる**Sapphire Riverfront**は、地上40階建てのタワーレジデンスです。川と摩天楼を望む眺望は市内屈指で、1区のビジネス街へは車でわずか10分です。',
        'スタジオから4ベッドルームのペントハウスまで全戸家具付きで、角部屋のリビングや三方を窓に囲まれた住戸も多くあります。40階のインフィニティプール、ジム、サウナ、スカイラウンジは毎日早朝から利用できます。',
        '川沿いの公園、大型ショッピングモール、外国人向けクリニックへも徒歩ですぐです。',
      ],
      [
        'Vươn lên bên sông Sài Gòn trên đường Nguyễn Hữu Cảnh, **Sapphire Riverfront** là tòa tháp 40 tầng ở quận Bình Thạnh với tầm nhìn ra sông và đường chân trời thuộc hàng ấn tượng nhất thành phố. Từ đây chỉ mất khoảng mười phút lái xe là tới khu trung tâm Quận 1.',
        'Các căn từ studio đến penthouse bốn phòng ngủ đều có nội thất đầy đủ, nhiều căn góc có phòng khách với cửa kính bao quanh. Hồ bơi vô cực, phòng gym, phòng xông hơi và sky lounge trên tầng 40 mở cửa cho cư dân hằng ngày từ sáng sớm.',
        'Công viên ven sông, trung tâm thương mại lớn và các phòng khám quốc tế đều chỉ cách vài phút đi bộ.',
      ],
    ),
    facilities: [
      'swimming-pool',
      'gym',
      'security-24-7',
      'reception',
      'parking',
      'elevator',
      'laundry-service',
      'housekeeping',
      'kids-playground',
      'rooftop-bar',
    ],
    nearby: [
      category('supermarkets', [
        {
          name: same('Riverfront Mall Supermarket'),
          geo: { lat: 10.7941, lng: 106.7204 },
          content: walk(5),
          address: address('HCM', 'binh-thanh', 'Nguyễn Hữu Cảnh', '208', '22'),
          phone: '+84 28 3840 6612',
        },
        {
          name: same('Van Thanh Mini Mart'),
          geo: { lat: 10.7955, lng: 106.7159 },
          content: walk(8),
          address: address('HCM', 'binh-thanh', 'Điện Biên Phủ', '505', '25'),
          phone: '+84 28 3840 2259',
        },
      ]),
      category('hospitals', [
        {
          name: same('Riverside International Clinic'),
          geo: { lat: 10.7937, lng: 106.7196 },
          content: walk(4),
          address: address('HCM', 'binh-thanh', 'Nguyễn Hữu Cảnh', '198', '22'),
          phone: '+84 28 3840 9115',
        },
        {
          name: same('Binh Thanh General Hospital'),
          geo: { lat: 10.8038, lng: 106.7101 },
          content: drive(10),
          address: address('HCM', 'binh-thanh', 'Nơ Trang Long', '112', '14'),
          phone: '+84 28 3841 7720',
        },
      ]),
      category('restaurants', [
        {
          name: same('Saigon Riverside Grill'),
          geo: { lat: 10.7918, lng: 106.7199 },
          content: walk(3),
          address: address('HCM', 'binh-thanh', 'Nguyễn Hữu Cảnh', '160', '22'),
          phone: '+84 28 3840 5538',
        },
        {
          name: { en: 'Ramen Kaze', ja: 'ラーメン風', vi: 'Ramen Kaze' },
          geo: { lat: 10.7934, lng: 106.7172 },
          content: walk(3),
          address: address('HCM', 'binh-thanh', 'Nguyễn Hữu Cảnh', '186', '22'),
          phone: '+84 28 3840 7781',
        },
      ]),
    ],
    services: ['gym-membership', 'late-checkout', 'welcome-fruit', 'weekly-cleaning'],
    quantity: 320,
    motifs: ['building', 'skyline', 'pool', 'balcony-view', 'living-room', 'gym'],
  },
  {
    key: 'maple-court',
    slug: 'maple-court-district-3',
    name: same('Maple Court'),
    city: 'HCM',
    district: 'quan-3',
    address: address('HCM', 'quan-3', 'Võ Văn Tần', '62', 'Võ Thị Sáu'),
    geo: { lat: 10.7767, lng: 106.6901 },
    overview: L(
      [
        '**Maple Court** is a boutique serviced-apartment building on Vo Van Tan Street in District 3, a calm, tree-shaded part of the city full of old villas, consulates and neighbourhood cafés, yet only a few minutes from Ben Thanh Market and District 1.',
        'Its 60 apartments – studios, one- and two-bedroom units – have warm wooden interiors, balconies overlooking the garden and kitchens equipped for real cooking. Housekeeping twice a week and laundry service are included in the rent.',
        'Tao Dan Park, with its morning tai chi and bird-song cafés, is around the corner.',
      ],
      [
        '**Maple Court**は、3区ヴォーヴァンタン通りに建つブティック型のサービスアパートです。古いヴィラや領事館、地元のカフェが点在する並木の美しい落ち着いたエリアでありながら、ベンタイン市場や1区へも数分でアクセスできます。',
        'スタジオ、1ベッドルーム、2ベッドルームの全60戸は、木の温もりを感じるインテリアで、庭を見下ろすバルコニーと本格的な料理ができるキッチンを備えています。週2回の清掃とランドリーサービスは賃料に含まれます。',
        '朝は太極拳をする人々や小鳥カフェでにぎわうタオダン公園がすぐそばです。',
      ],
      [
        '**Maple Court** là tòa căn hộ dịch vụ boutique trên đường Võ Văn Tần, Quận 3 – khu phố yên tĩnh rợp bóng cây với những biệt thự cổ, tòa lãnh sự và quán cà phê quen thuộc, nhưng chỉ cách chợ Bến Thành và Quận 1 vài phút.',
        '60 căn hộ gồm studio, một và hai phòng ngủ mang nội thất gỗ ấm áp, có ban công nhìn xuống vườn và căn bếp đủ để nấu nướng thực sự. Dịch vụ dọn phòng hai lần mỗi tuần và giặt là đã bao gồm trong giá thuê.',
        'Công viên Tao Đàn, nơi buổi sáng có người tập thái cực quyền và những quán cà phê chim cảnh, nằm ngay gần đó.',
      ],
    ),
    facilities: ['gym', 'security-24-7', 'reception', 'elevator', 'laundry-service', 'housekeeping'],
    nearby: [
      category('parks', [
        {
          name: { en: 'Tao Dan Park', ja: 'タオダン公園', vi: 'Công viên Tao Đàn' },
          geo: { lat: 10.7746, lng: 106.6925 },
          content: walk(5),
          address: address('HCM', 'quan-1', 'Trương Định', '', 'Bến Thành'),
        },
        {
          name: { en: 'Turtle Lake', ja: '亀の池（ホーコンルア）', vi: 'Hồ Con Rùa' },
          geo: { lat: 10.7826, lng: 106.6958 },
          content: walk(12),
          address: address('HCM', 'quan-3', 'Phạm Ngọc Thạch', '', 'Võ Thị Sáu'),
        },
      ]),
      category('restaurants', [
        {
          name: { en: 'Bun Bo Vo Van Tan', ja: 'ブンボー ヴォーヴァンタン店', vi: 'Bún bò Võ Văn Tần' },
          geo: { lat: 10.7761, lng: 106.6913 },
          content: walk(2),
          address: address('HCM', 'quan-3', 'Võ Văn Tần', '48', 'Võ Thị Sáu'),
          phone: '+84 28 3930 4426',
        },
        {
          name: same('Villa Maison Café'),
          geo: { lat: 10.7782, lng: 106.6889 },
          content: walk(4),
          address: address('HCM', 'quan-3', 'Trần Quốc Thảo', '9', 'Võ Thị Sáu'),
          phone: '+84 28 3930 8872',
        },
      ]),
      category('supermarkets', [
        {
          name: same('District 3 Fresh Mart'),
          geo: { lat: 10.7758, lng: 106.6887 },
          content: walk(3),
          address: address('HCM', 'quan-3', 'Cách Mạng Tháng Tám', '120', 'Võ Thị Sáu'),
          phone: '+84 28 3930 1158',
        },
        {
          name: { en: 'Ben Thanh Market', ja: 'ベンタイン市場', vi: 'Chợ Bến Thành' },
          geo: { lat: 10.7725, lng: 106.698 },
          content: drive(5),
          address: address('HCM', 'quan-1', 'Lê Lợi', '', 'Bến Thành'),
        },
      ]),
    ],
    services: ['weekly-cleaning', 'free-laundry', 'welcome-fruit'],
    quantity: 60,
    motifs: ['building', 'street', 'living-room', 'kitchen', 'bedroom'],
  },

  // --------------------------------------------------------------------------------- Hai Phong
  {
    key: 'harbour-light',
    slug: 'harbour-light-residence-ngo-quyen',
    name: same('Harbour Light Residence'),
    city: 'HP',
    district: 'ngo-quyen',
    address: address('HP', 'ngo-quyen', 'Lê Hồng Phong', '210', 'Đông Khê'),
    geo: { lat: 20.8489, lng: 106.7046 },
    overview: L(
      [
        '**Harbour Light Residence** is a 25-storey serviced-apartment tower on Le Hong Phong Street, the main boulevard of modern Hai Phong. It is a practical base for engineers and managers working at the city’s port, the Dinh Vu and VSIP industrial zones, or flying in and out of Cat Bi Airport, 10 minutes away.',
        'Studios and one- to three-bedroom apartments are fully furnished, with a washer-dryer, a well-equipped kitchen and a desk in every unit. The reception can arrange company invoices, airport transfers and a daily shuttle to the industrial parks.',
        'Japanese, Korean and Vietnamese restaurants, a large supermarket and an international clinic are all within walking distance.',
      ],
      [
        '**Harbour Light Residence**は、ハイフォンの新市街を貫くメインストリート、レホンフォン通りに建つ25階建てのサービスアパートです。港湾エリアやディンヴー工業団地、VSIP工業団地で働くエンジニアや管理職の方の拠点に最適で、カットビー空港へも車で10分です。',
        'スタジオと1〜3ベッドルームの住戸はすべて家具付きで、洗濯乾燥機、設備の整ったキッチン、デスクを全室に備えています。レセプションでは会社宛ての請求書の発行、空港送迎、工業団地への毎日のシャトルバスの手配も承ります。',
        '日本料理・韓国料理・ベトナム料理のレストラン、大型スーパー、外国人向けクリニックはいずれも徒歩圏内です。',
      ],
      [
        '**Harbour Light Residence** là tòa căn hộ dịch vụ 25 tầng trên đường Lê Hồng Phong, trục đại lộ chính của Hải Phòng hiện đại. Đây là nơi ở thuận tiện cho kỹ sư và quản lý làm việc tại cảng, khu công nghiệp Đình Vũ, VSIP hay thường xuyên bay qua sân bay Cát Bi, cách chỉ 10 phút.',
        'Các căn studio và từ một đến ba phòng ngủ đều có nội thất đầy đủ, máy giặt sấy, bếp tiện nghi và bàn làm việc. Lễ tân hỗ trợ xuất hóa đơn cho công ty, đưa đón sân bay và bố trí xe đưa đón hằng ngày tới các khu công nghiệp.',
        'Nhà hàng Nhật, Hàn, Việt, siêu thị lớn và phòng khám quốc tế đều nằm trong quãng đi bộ.',
      ],
    ),
    facilities: [
      'swimming-pool',
      'gym',
      'security-24-7',
      'reception',
      'parking',
      'elevator',
      'laundry-service',
      'housekeeping',
      'shuttle-bus',
    ],
    nearby: [
      category('supermarkets', [
        {
          name: same('Dong Khe Hypermarket'),
          geo: { lat: 20.8476, lng: 106.7031 },
          content: walk(4),
          address: address('HP', 'ngo-quyen', 'Lê Hồng Phong', '186', 'Đông Khê'),
          phone: '+84 225 3556 210',
        },
        {
          name: { en: 'Minato Japanese Mart', ja: 'みなと日本食材マート', vi: 'Minato Japanese Mart' },
          geo: { lat: 20.8497, lng: 106.7061 },
          content: walk(3),
          address: address('HP', 'ngo-quyen', 'Lê Hồng Phong', '232', 'Đông Khê'),
          phone: '+84 225 3556 874',
        },
      ]),
      category('restaurants', [
        {
          name: same('Harbour Seafood House'),
          geo: { lat: 20.8481, lng: 106.7072 },
          content: walk(5),
          address: address('HP', 'ngo-quyen', 'Lê Hồng Phong', '255', 'Đông Khê'),
          phone: '+84 225 3739 402',
        },
        {
          name: {
            en: 'Banh Da Cua Le Hong Phong',
            ja: 'バインダークア（蟹麺）レホンフォン店',
            vi: 'Bánh đa cua Lê Hồng Phong',
          },
          geo: { lat: 20.8469, lng: 106.7044 },
          content: walk(4),
          address: address('HP', 'ngo-quyen', 'Lê Hồng Phong', '171', 'Đông Khê'),
        },
      ]),
      category('hospitals', [
        {
          name: same('Hai Phong International Clinic'),
          geo: { lat: 20.8502, lng: 106.7028 },
          content: walk(6),
          address: address('HP', 'ngo-quyen', 'Lê Hồng Phong', '160', 'Đông Khê'),
          phone: '+84 225 3826 115',
        },
        {
          name: same('Lach Tray General Hospital'),
          geo: { lat: 20.8423, lng: 106.6962 },
          content: drive(7),
          address: address('HP', 'ngo-quyen', 'Lạch Tray', '88', 'Lạch Tray'),
          phone: '+84 225 3846 330',
        },
      ]),
    ],
    services: ['airport-pickup', 'weekly-cleaning', 'free-parking', 'late-checkout'],
    quantity: 140,
    motifs: ['building', 'lobby', 'living-room', 'office-desk', 'pool', 'skyline'],
  },
  {
    key: 'opera-garden',
    slug: 'opera-garden-residence-hong-bang',
    name: same('Opera Garden Residence'),
    city: 'HP',
    district: 'hong-bang',
    address: address('HP', 'hong-bang', 'Hoàng Văn Thụ', '25', 'Minh Khai'),
    geo: { lat: 20.8606, lng: 106.6826 },
    overview: L(
      [
        'Steps from the Hai Phong Opera House and the flower-lined central boulevard, **Opera Garden Residence** occupies a restored 1930s building on Hoang Van Thu Street, in the historic heart of the port city.',
        'Its 36 apartments – from studios to two-bedroom suites – mix period details such as tiled floors and tall windows with a modern kitchen and bathroom. A small inner garden with a plunge pool offers a quiet retreat from the city.',
        'The famous street-food stalls of the centre, the Tam Bac river and the old French quarter are all within a ten-minute walk.',
      ],
      [
        'ハイフォン市劇場と花で彩られた中央通りからすぐ、港町の歴史地区ホアンヴァントゥ通りに建つ1930年代の建物を修復したのが**Opera Garden Residence**です。',
        'スタジオから2ベッドルームまでの全36戸は、タイル張りの床や背の高い窓といった当時の意匠を残しつつ、キッチンとバスルームは最新の設備に一新しています。小さなプール付きの中庭は、街の喧騒を忘れられる静かな憩いの場です。',
        '名物の屋台グルメが並ぶ中心街、タムバク川、旧フランス人街へはいずれも徒歩10分以内です。',
      ],
      [
        'Chỉ cách Nhà hát Thành phố Hải Phòng và dải vườn hoa trung tâm vài bước chân, **Opera Garden Residence** nằm trong một tòa nhà thập niên 1930 được phục dựng trên phố Hoàng Văn Thụ, giữa lõi lịch sử của thành phố cảng.',
        '36 căn hộ từ studio đến căn hai phòng ngủ giữ lại nét xưa như sàn gạch bông, cửa sổ cao, kết hợp với bếp và phòng tắm hiện đại. Khoảng vườn nhỏ bên trong có bể bơi mini là góc nghỉ ngơi yên tĩnh giữa lòng thành phố.',
        'Đi bộ chưa tới mười phút là tới các hàng quán ẩm thực đường phố nổi tiếng, sông Tam Bạc và khu phố Pháp cũ.',
      ],
    ),
    facilities: ['swimming-pool', 'security-24-7', 'reception', 'laundry-service', 'housekeeping'],
    nearby: [
      category('parks', [
        {
          name: {
            en: 'Hai Phong Opera House Square',
            ja: 'ハイフォン市劇場前広場',
            vi: 'Quảng trường Nhà hát Thành phố',
          },
          geo: { lat: 20.8592, lng: 106.6837 },
          content: walk(3),
          address: address('HP', 'hong-bang', 'Quang Trung', '', 'Hoàng Văn Thụ'),
        },
        {
          name: { en: 'Tam Bac Flower Garden', ja: 'タムバク花公園', vi: 'Vườn hoa Tam Bạc' },
          geo: { lat: 20.8588, lng: 106.6791 },
          content: walk(8),
          address: address('HP', 'hong-bang', 'Tam Bạc', '', 'Phan Bội Châu'),
        },
      ]),
      category('restaurants', [
        {
          name: {
            en: 'Nem Cua Be Minh Khai',
            ja: 'ネムクアベー（蟹春巻き）ミンカイ店',
            vi: 'Nem cua bể Minh Khai',
          },
          geo: { lat: 20.8613, lng: 106.6839 },
          content: walk(2),
          address: address('HP', 'hong-bang', 'Minh Khai', '14', 'Minh Khai'),
          phone: '+84 225 3745 216',
        },
        {
          name: same('Café Lumière'),
          geo: { lat: 20.8598, lng: 106.6815 },
          content: walk(3),
          address: address('HP', 'hong-bang', 'Hoàng Văn Thụ', '40', 'Minh Khai'),
          phone: '+84 225 3822 907',
        },
      ]),
      category('supermarkets', [
        {
          name: same('Hong Bang City Mart'),
          geo: { lat: 20.8621, lng: 106.6808 },
          content: walk(5),
          address: address('HP', 'hong-bang', 'Điện Biên Phủ', '52', 'Minh Khai'),
          phone: '+84 225 3841 662',
        },
        {
          name: { en: 'Sat Market', ja: 'サット市場', vi: 'Chợ Sắt' },
          geo: { lat: 20.864, lng: 106.6762 },
          content: drive(5),
          address: address('HP', 'hong-bang', 'Phan Bội Châu', '', 'Phan Bội Châu'),
        },
      ]),
    ],
    services: ['free-breakfast', 'welcome-fruit', 'late-checkout'],
    quantity: 36,
    motifs: ['building', 'street', 'living-room', 'bedroom', 'pool'],
  },
];
