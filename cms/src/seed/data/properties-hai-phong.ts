import type { PropertySeed } from '../types';

export const haiPhongProperties: PropertySeed[] = [
  {
    slug: 'lach-tray-riverside-apartment',
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HP',
    bedrooms: 2,
    size: 80,
    priceUsd: 900,
    hot: true,
    images: ['living-warm-day', 'bedroom-cool-day', 'kitchen-cool', 'skyline-hp-day'],
    text: {
      en: {
        name: 'Lach Tray Riverside Apartment',
        district: 'Ngo Quyen',
        address: '18 Lach Tray Street, Ngo Quyen, Hai Phong',
        overview:
          "A two-bedroom apartment on Lach Tray Street, close to AEON Mall Hai Phong and the city's Japanese restaurants.\n\nA shuttle to the Deep C and VSIP industrial zones stops nearby. Rent includes weekly housekeeping and internet.",
      },
      ja: {
        name: 'ラックチャイ・リバーサイドアパートメント',
        district: 'ゴークエン区',
        address: 'ハイフォン市ゴークエン区ラックチャイ通り18番地',
        overview:
          'ラックチャイ通りに面した2ベッドルーム。イオンモール・ハイフォンや市内の日本食レストランにも近い立地です。\n\nディープC工業団地やVSIPへの送迎バスが近くに停まります。賃料には週1回の清掃とインターネットが含まれます。',
      },
      vi: {
        name: 'Căn hộ Lạch Tray Riverside',
        district: 'Ngô Quyền',
        address: '18 Lạch Tray, Quận Ngô Quyền, Hải Phòng',
        overview:
          'Căn hộ hai phòng ngủ trên đường Lạch Tray, gần AEON Mall Hải Phòng và các nhà hàng Nhật trong thành phố.\n\nXe đưa đón đến khu công nghiệp Deep C và VSIP dừng ngay gần đó. Giá thuê đã gồm dọn phòng hằng tuần và internet.',
      },
    },
  },
  {
    slug: 'le-chan-city-apartment',
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HP',
    bedrooms: 1,
    size: 55,
    priceUsd: 650,
    offerPriceUsd: 590,
    hot: true,
    images: ['living-rose-day', 'bedroom-rose-night', 'kitchen-warm'],
    text: {
      en: {
        name: 'Le Chan City Apartment',
        district: 'Le Chan',
        address: '60 To Hieu Street, Le Chan, Hai Phong',
        overview:
          'A one-bedroom apartment for single professionals, on a quiet lane off To Hieu Street near the city centre.\n\nFully furnished with a washing machine, a work desk and a balcony. Markets and street food are just around the corner.',
      },
      ja: {
        name: 'レーチャン・シティアパートメント',
        district: 'レーチャン区',
        address: 'ハイフォン市レーチャン区トーヒエウ通り60番地',
        overview:
          '単身赴任の方に向けた1ベッドルーム。市中心部に近いトーヒエウ通りから一本入った静かな路地にあります。\n\n洗濯機、ワークデスク、バルコニー付きの家具付き物件です。市場や屋台もすぐそばです。',
      },
      vi: {
        name: 'Căn hộ Lê Chân City',
        district: 'Lê Chân',
        address: '60 Tô Hiệu, Quận Lê Chân, Hải Phòng',
        overview:
          'Căn hộ một phòng ngủ dành cho người đi làm độc thân, trong ngõ yên tĩnh trên đường Tô Hiệu, gần trung tâm thành phố.\n\nĐầy đủ nội thất với máy giặt, bàn làm việc và ban công. Chợ và quán ăn đường phố ở ngay gần.',
      },
    },
  },
  {
    slug: 'hong-bang-harbour-studio',
    kind: 'apartment',
    typeCode: 'short',
    cityCode: 'HP',
    bedrooms: 0,
    size: 32,
    priceUsd: 40,
    hot: true,
    images: ['living-cool-night', 'skyline-hp-day'],
    text: {
      en: {
        name: 'Hong Bang Harbour Studio',
        district: 'Hong Bang',
        address: '5 Dien Bien Phu Street, Hong Bang, Hai Phong',
        overview:
          'A compact studio near the Opera House and the harbour, a good base for a few days of meetings in Hai Phong.\n\nDaily cleaning, a smart TV and a coffee machine are included. Cat Bi airport is twenty minutes away by taxi.',
      },
      ja: {
        name: 'ホンバン・ハーバースタジオ',
        district: 'ホンバン区',
        address: 'ハイフォン市ホンバン区ディエンビエンフー通り5番地',
        overview:
          '市劇場や港に近いコンパクトなスタジオ。ハイフォンでの数日間の出張に便利な拠点です。\n\n毎日の清掃、スマートテレビ、コーヒーマシン付き。カットビ空港まではタクシーで20分です。',
      },
      vi: {
        name: 'Studio Hồng Bàng Harbour',
        district: 'Hồng Bàng',
        address: '5 Điện Biên Phủ, Quận Hồng Bàng, Hải Phòng',
        overview:
          'Căn studio nhỏ gọn gần Nhà hát Lớn và bến cảng, nơi dừng chân thuận tiện cho vài ngày công tác tại Hải Phòng.\n\nĐã gồm dọn phòng hằng ngày, smart TV và máy pha cà phê. Đi taxi đến sân bay Cát Bi mất hai mươi phút.',
      },
    },
  },
  {
    slug: 'van-cao-executive-suites',
    kind: 'apartment',
    typeCode: 'short',
    cityCode: 'HP',
    bedrooms: 2,
    size: 75,
    priceUsd: 65,
    hot: true,
    images: ['living-green-sunset', 'bedroom-warm-sunset', 'pool-day'],
    text: {
      en: {
        name: 'Van Cao Executive Suites',
        district: 'Ngo Quyen',
        address: '120 Van Cao Street, Ngo Quyen, Hai Phong',
        overview:
          "A two-bedroom executive suite on Van Cao Street, the city's favourite avenue for expatriates.\n\nThe building has a pool and a gym; cafés and Korean and Japanese restaurants line the street. Ideal for colleagues travelling together.",
      },
      ja: {
        name: 'ヴァンカオ・エグゼクティブスイーツ',
        district: 'ゴークエン区',
        address: 'ハイフォン市ゴークエン区ヴァンカオ通り120番地',
        overview:
          '外国人に人気のヴァンカオ通りにある2ベッドルームのエグゼクティブスイート。\n\n建物内にプールとジムがあり、通り沿いにはカフェや韓国料理・日本料理店が並びます。同僚同士の出張に最適です。',
      },
      vi: {
        name: 'Van Cao Executive Suites',
        district: 'Ngô Quyền',
        address: '120 Văn Cao, Quận Ngô Quyền, Hải Phòng',
        overview:
          'Căn suite hai phòng ngủ trên đường Văn Cao, con phố được người nước ngoài yêu thích nhất thành phố.\n\nTòa nhà có hồ bơi và phòng gym; dọc phố là quán cà phê cùng nhà hàng Hàn Quốc, Nhật Bản. Lý tưởng cho đồng nghiệp đi công tác cùng nhau.',
      },
    },
  },
  {
    slug: 'le-hong-phong-business-centre',
    kind: 'office',
    typeCode: 'long',
    cityCode: 'HP',
    bedrooms: null,
    size: 90,
    priceUsd: 15,
    hot: false,
    images: ['office-slate-day', 'office-cool-sunset'],
    text: {
      en: {
        name: 'Le Hong Phong Business Centre',
        district: 'Ngo Quyen',
        address: '32 Le Hong Phong Street, Ngo Quyen, Hai Phong',
        overview:
          'A 90 m² serviced office on Le Hong Phong, the business avenue between the city centre and Cat Bi airport.\n\nSuited to liaison offices of manufacturers: reception, a meeting room and nightly cleaning are included in the price per square metre.',
      },
      ja: {
        name: 'レーホンフォン・ビジネスセンター',
        district: 'ゴークエン区',
        address: 'ハイフォン市ゴークエン区レーホンフォン通り32番地',
        overview:
          '市中心部とカットビ空港を結ぶビジネス街、レーホンフォン通りにある90㎡のサービスオフィス。\n\nメーカーの連絡事務所に最適です。受付、会議室、毎晩の清掃が平米単価に含まれています。',
      },
      vi: {
        name: 'Trung tâm văn phòng Lê Hồng Phong',
        district: 'Ngô Quyền',
        address: '32 Lê Hồng Phong, Quận Ngô Quyền, Hải Phòng',
        overview:
          'Văn phòng dịch vụ 90 m² trên đường Lê Hồng Phong, trục kinh doanh nối trung tâm thành phố với sân bay Cát Bi.\n\nPhù hợp cho văn phòng đại diện của doanh nghiệp sản xuất: lễ tân, phòng họp và vệ sinh hằng tối đã gồm trong đơn giá mét vuông.',
      },
    },
  },
];
