import type { PropertySeed } from '../types';

export const hoChiMinhCityProperties: PropertySeed[] = [
  {
    slug: 'saigon-riverside-residence',
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HCM',
    bedrooms: 2,
    size: 95,
    priceUsd: 1800,
    hot: true,
    images: ['living-cool-night', 'bedroom-cool-day', 'skyline-hcm-night', 'pool-day'],
    text: {
      en: {
        name: 'Saigon Riverside Residence',
        district: 'District 1',
        address: '2 Ton Duc Thang Street, Ben Nghe Ward, District 1, Ho Chi Minh City',
        overview:
          'A two-bedroom apartment with a view over the Saigon River, steps from Nguyen Hue walking street and the Opera House.\n\nThe building has a concierge, an outdoor pool and a fitness centre. Weekly cleaning and linen change are included in the rent.',
      },
      ja: {
        name: 'サイゴン・リバーサイド・レジデンス',
        district: '1区',
        address: 'ホーチミン市1区ベンゲー坊トンドゥックタン通り2番地',
        overview:
          'サイゴン川を見渡す2ベッドルーム。グエンフエ歩行者通りや市民劇場まで歩いてすぐです。\n\nコンシェルジュ、屋外プール、フィットネスセンターを完備。週1回の清掃とリネン交換は賃料に含まれています。',
      },
      vi: {
        name: 'Saigon Riverside Residence',
        district: 'Quận 1',
        address: '2 Tôn Đức Thắng, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
        overview:
          'Căn hộ hai phòng ngủ nhìn ra sông Sài Gòn, chỉ vài bước đến phố đi bộ Nguyễn Huệ và Nhà hát Thành phố.\n\nTòa nhà có lễ tân, hồ bơi ngoài trời và trung tâm thể hình. Giá thuê đã bao gồm dọn phòng và thay khăn trải giường hằng tuần.',
      },
    },
  },
  {
    slug: 'thao-dien-garden-apartment',
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HCM',
    bedrooms: 3,
    size: 150,
    priceUsd: 2600,
    offerPriceUsd: 2350,
    hot: true,
    images: ['living-green-sunset', 'bedroom-warm-sunset', 'kitchen-warm', 'pool-sunset'],
    text: {
      en: {
        name: 'Thao Dien Garden Apartment',
        district: 'Thao Dien, Thu Duc',
        address: '15 Quoc Huong Street, Thao Dien, Thu Duc City, Ho Chi Minh City',
        overview:
          "A three-bedroom garden apartment in leafy Thao Dien, the favourite neighbourhood of expatriate families.\n\nInternational schools, organic shops and riverside cafés are close by. The compound has a pool, a children's playground and round-the-clock security.",
      },
      ja: {
        name: 'タオディエン・ガーデンアパートメント',
        district: 'タオディエン（トゥードゥック市）',
        address: 'ホーチミン市トゥードゥック市タオディエン坊クオックフオン通り15番地',
        overview:
          '緑豊かなタオディエンにある、庭付きの3ベッドルーム。外国人ファミリーに最も人気のあるエリアです。\n\nインターナショナルスクール、オーガニックショップ、川沿いのカフェが近くにあります。敷地内にはプール、子ども用の遊び場、24時間警備があります。',
      },
      vi: {
        name: 'Căn hộ sân vườn Thảo Điền',
        district: 'Thảo Điền, Thủ Đức',
        address: '15 Quốc Hương, Phường Thảo Điền, TP. Thủ Đức, TP. Hồ Chí Minh',
        overview:
          'Căn hộ sân vườn ba phòng ngủ tại Thảo Điền xanh mát, khu phố được các gia đình người nước ngoài yêu thích nhất.\n\nGần các trường quốc tế, cửa hàng hữu cơ và quán cà phê ven sông. Khu nhà có hồ bơi, sân chơi trẻ em và bảo vệ suốt ngày đêm.',
      },
    },
  },
  {
    slug: 'vo-van-tan-heritage-studio',
    kind: 'apartment',
    typeCode: 'short',
    cityCode: 'HCM',
    bedrooms: 0,
    size: 38,
    priceUsd: 60,
    hot: true,
    images: ['living-rose-day', 'bedroom-rose-night', 'kitchen-cool'],
    text: {
      en: {
        name: 'Vo Van Tan Heritage Studio',
        district: 'District 3',
        address: '212 Vo Van Tan Street, Ward 5, District 3, Ho Chi Minh City',
        overview:
          'A studio in a restored colonial-era building on a tree-lined street of District 3, near Turtle Lake.\n\nHigh ceilings, a queen bed and a kitchenette make it a quiet base for a week in the city. Daily cleaning and fast Wi-Fi are included.',
      },
      ja: {
        name: 'ヴォーヴァンタン・ヘリテージスタジオ',
        district: '3区',
        address: 'ホーチミン市3区第5坊ヴォーヴァンタン通り212番地',
        overview:
          '3区の並木道に建つ、フランス統治時代の建物を改装したスタジオ。亀の池（ホーコンルア）の近くです。\n\n天井が高く、クイーンベッドと簡易キッチン付きで、1週間ほどの滞在に落ち着いて過ごせます。毎日の清掃と高速Wi-Fi込みです。',
      },
      vi: {
        name: 'Studio di sản Võ Văn Tần',
        district: 'Quận 3',
        address: '212 Võ Văn Tần, Phường 5, Quận 3, TP. Hồ Chí Minh',
        overview:
          'Căn studio trong tòa nhà thời Pháp được phục dựng, trên con đường rợp bóng cây của Quận 3, gần Hồ Con Rùa.\n\nTrần cao, giường queen và bếp nhỏ, là chỗ nghỉ yên tĩnh cho một tuần ở thành phố. Đã bao gồm dọn phòng hằng ngày và Wi-Fi tốc độ cao.',
      },
    },
  },
  {
    slug: 'binh-thanh-skyline-suites',
    kind: 'apartment',
    typeCode: 'short',
    cityCode: 'HCM',
    bedrooms: 1,
    size: 55,
    priceUsd: 75,
    hot: true,
    images: ['living-cool-night', 'bedroom-cool-day', 'skyline-hcm-night', 'pool-day'],
    text: {
      en: {
        name: 'Binh Thanh Skyline Suites',
        district: 'Binh Thanh',
        address: '208 Nguyen Huu Canh Street, Ward 22, Binh Thanh, Ho Chi Minh City',
        overview:
          'A one-bedroom suite on a high floor with floor-to-ceiling windows over the river and the city skyline.\n\nGuests have access to the infinity pool, the gym and the riverside park. District 1 is ten minutes away by taxi.',
      },
      ja: {
        name: 'ビンタン・スカイライン・スイーツ',
        district: 'ビンタン区',
        address: 'ホーチミン市ビンタン区第22坊グエンフーカイン通り208番地',
        overview:
          '高層階にある1ベッドルームのスイート。床から天井までの窓から、川と街のスカイラインを一望できます。\n\nインフィニティプール、ジム、川沿いの公園をご利用いただけます。1区まではタクシーで10分です。',
      },
      vi: {
        name: 'Binh Thanh Skyline Suites',
        district: 'Bình Thạnh',
        address: '208 Nguyễn Hữu Cảnh, Phường 22, Quận Bình Thạnh, TP. Hồ Chí Minh',
        overview:
          'Căn suite một phòng ngủ ở tầng cao với cửa kính kịch trần nhìn ra sông và đường chân trời thành phố.\n\nKhách được sử dụng hồ bơi vô cực, phòng gym và công viên ven sông. Đi taxi đến Quận 1 chỉ mất mười phút.',
      },
    },
  },
  {
    slug: 'phu-my-hung-family-apartment',
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HCM',
    bedrooms: 2,
    size: 90,
    priceUsd: 1200,
    hot: false,
    images: ['living-warm-day', 'bedroom-warm-sunset', 'kitchen-warm'],
    text: {
      en: {
        name: 'Phu My Hung Family Apartment',
        district: 'District 7',
        address: '15 Nguyen Luong Bang Street, Tan Phu Ward, District 7, Ho Chi Minh City',
        overview:
          'A two-bedroom apartment in Phu My Hung, a planned district with wide pavements, parks and Japanese and Korean supermarkets.\n\nThe Japanese school and several international hospitals are nearby. Rent includes management fees and weekly cleaning.',
      },
      ja: {
        name: 'フーミーフン・ファミリーアパートメント',
        district: '7区',
        address: 'ホーチミン市7区タンフー坊グエンルオンバン通り15番地',
        overview:
          '計画都市フーミーフンにある2ベッドルーム。広い歩道や公園があり、日系・韓国系スーパーも充実しています。\n\n日本人学校や国際病院も近くにあります。賃料には管理費と週1回の清掃が含まれます。',
      },
      vi: {
        name: 'Căn hộ gia đình Phú Mỹ Hưng',
        district: 'Quận 7',
        address: '15 Nguyễn Lương Bằng, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh',
        overview:
          'Căn hộ hai phòng ngủ tại Phú Mỹ Hưng, khu đô thị quy hoạch với vỉa hè rộng, công viên và siêu thị Nhật, Hàn.\n\nGần trường Nhật Bản và nhiều bệnh viện quốc tế. Giá thuê đã gồm phí quản lý và dọn phòng hằng tuần.',
      },
    },
  },
  {
    slug: 'phu-nhuan-garden-loft',
    kind: 'apartment',
    typeCode: 'short',
    cityCode: 'HCM',
    bedrooms: 1,
    size: 48,
    priceUsd: 50,
    hot: false,
    images: ['living-green-sunset', 'bedroom-cool-day'],
    text: {
      en: {
        name: 'Phu Nhuan Garden Loft',
        district: 'Phu Nhuan',
        address: '67 Phan Xich Long Street, Ward 2, Phu Nhuan, Ho Chi Minh City',
        overview:
          'A one-bedroom loft on Phan Xich Long, a lively street of restaurants halfway between Tan Son Nhat airport and District 1.\n\nA good choice for a short stopover: self check-in, a small garden terrace and daily cleaning.',
      },
      ja: {
        name: 'フーニュアン・ガーデンロフト',
        district: 'フーニュアン区',
        address: 'ホーチミン市フーニュアン区第2坊ファンサイクロン通り67番地',
        overview:
          'レストランが立ち並ぶファンサイクロン通りにある1ベッドルームのロフト。タンソンニャット空港と1区のちょうど中間です。\n\nセルフチェックイン、小さなガーデンテラス、毎日の清掃付きで、短い滞在にぴったりです。',
      },
      vi: {
        name: 'Garden Loft Phú Nhuận',
        district: 'Phú Nhuận',
        address: '67 Phan Xích Long, Phường 2, Quận Phú Nhuận, TP. Hồ Chí Minh',
        overview:
          'Căn loft một phòng ngủ trên đường Phan Xích Long sầm uất nhà hàng, nằm giữa sân bay Tân Sơn Nhất và Quận 1.\n\nLựa chọn tốt cho chuyến dừng chân ngắn: tự nhận phòng, sân hiên nhỏ có cây xanh và dọn phòng hằng ngày.',
      },
    },
  },
  {
    slug: 'le-thanh-ton-business-centre',
    kind: 'office',
    typeCode: 'long',
    cityCode: 'HCM',
    bedrooms: null,
    size: 200,
    priceUsd: 35,
    hot: false,
    images: ['office-cool-sunset', 'office-slate-day'],
    text: {
      en: {
        name: 'Le Thanh Ton Business Centre',
        district: 'District 1',
        address: '60 Le Thanh Ton Street, Ben Nghe Ward, District 1, Ho Chi Minh City',
        overview:
          "A 200 m² fitted office in the heart of District 1, walking distance from the Japanese restaurants of Le Thanh Ton and the city's banks.\n\nFurniture, meeting rooms, reception and high-speed internet are ready on day one. Prices are per square metre per month, management fees included.",
      },
      ja: {
        name: 'レタントン・ビジネスセンター',
        district: '1区',
        address: 'ホーチミン市1区ベンゲー坊レタントン通り60番地',
        overview:
          '1区の中心にある200㎡の内装付きオフィス。レタントン通りの日本食レストラン街や主要銀行まで徒歩圏内です。\n\n家具、会議室、受付、高速インターネットが初日から利用できます。料金は管理費込みの月額平米単価です。',
      },
      vi: {
        name: 'Trung tâm văn phòng Lê Thánh Tôn',
        district: 'Quận 1',
        address: '60 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
        overview:
          'Văn phòng 200 m² đã hoàn thiện nội thất ở trung tâm Quận 1, đi bộ tới phố ẩm thực Nhật Lê Thánh Tôn và các ngân hàng lớn.\n\nNội thất, phòng họp, lễ tân và internet tốc độ cao sẵn sàng từ ngày đầu. Giá tính theo mét vuông mỗi tháng, đã gồm phí quản lý.',
      },
    },
  },
];
