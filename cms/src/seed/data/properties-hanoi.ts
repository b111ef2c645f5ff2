import type { PropertySeed } from '../types';

export const hanoiProperties: PropertySeed[] = [
  {
    slug: 'lotus-residence-kim-ma',
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HN',
    bedrooms: 2,
    size: 85,
    priceUsd: 1350,
    hot: true,
    images: ['living-warm-day', 'bedroom-cool-day', 'kitchen-warm', 'skyline-hn-day'],
    text: {
      en: {
        name: 'Lotus Residence Kim Ma',
        district: 'Ba Dinh',
        address: '519 Kim Ma Street, Ba Dinh, Hanoi',
        overview:
          'A two-bedroom apartment on Kim Ma Street, a short ride from the embassies of Ba Dinh and the Japanese school.\n\nWeekly housekeeping, fibre internet and a fully equipped kitchen are included. Lotte Center, supermarkets and Japanese restaurants are within walking distance.',
      },
      ja: {
        name: 'ロータスレジデンス・キムマー',
        district: 'バーディン区',
        address: 'ハノイ市バーディン区キムマー通り519番地',
        overview:
          'キムマー通りに面した2ベッドルームの物件です。バーディン区の大使館街や日本人学校へも車ですぐです。\n\n週1回の清掃、光回線インターネット、調理器具の揃ったキッチン付き。ロッテセンター、スーパー、日本食レストランも徒歩圏内です。',
      },
      vi: {
        name: 'Lotus Residence Kim Mã',
        district: 'Ba Đình',
        address: '519 Kim Mã, Quận Ba Đình, Hà Nội',
        overview:
          'Căn hộ hai phòng ngủ trên phố Kim Mã, chỉ vài phút đi xe đến khu đại sứ quán Ba Đình và trường Nhật Bản.\n\nĐã bao gồm dọn phòng hằng tuần, internet cáp quang và bếp đầy đủ dụng cụ. Lotte Center, siêu thị và nhà hàng Nhật nằm trong khoảng cách đi bộ.',
      },
    },
  },
  {
    slug: 'west-lake-view-xuan-dieu',
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HN',
    bedrooms: 3,
    size: 140,
    priceUsd: 2400,
    offerPriceUsd: 2150,
    hot: true,
    images: ['living-green-sunset', 'bedroom-warm-sunset', 'pool-sunset', 'kitchen-cool'],
    text: {
      en: {
        name: 'West Lake View Residence',
        district: 'Tay Ho',
        address: '27 Xuan Dieu Street, Tay Ho, Hanoi',
        overview:
          'A spacious three-bedroom home facing West Lake, popular with families for its quiet streets and international schools nearby.\n\nResidents enjoy a rooftop pool, a gym and 24-hour security. The lakeside cycling path starts at the front door.',
      },
      ja: {
        name: 'ウェストレイクビュー・レジデンス',
        district: 'タイホー区',
        address: 'ハノイ市タイホー区スアンジエウ通り27番地',
        overview:
          '西湖に面した広々とした3ベッドルーム。静かな住宅街で、インターナショナルスクールにも近く、ご家族連れに人気のエリアです。\n\n屋上プール、ジム、24時間セキュリティを完備。湖畔のサイクリングロードは建物のすぐ前から始まります。',
      },
      vi: {
        name: 'West Lake View Residence',
        district: 'Tây Hồ',
        address: '27 Xuân Diệu, Quận Tây Hồ, Hà Nội',
        overview:
          'Căn hộ ba phòng ngủ rộng rãi nhìn ra Hồ Tây, được nhiều gia đình yêu thích nhờ khu phố yên tĩnh và gần các trường quốc tế.\n\nCư dân được sử dụng hồ bơi trên sân thượng, phòng gym và bảo vệ 24 giờ. Đường đạp xe ven hồ bắt đầu ngay trước cửa.',
      },
    },
  },
  {
    slug: 'old-quarter-studio-hang-be',
    kind: 'apartment',
    typeCode: 'short',
    cityCode: 'HN',
    bedrooms: 0,
    size: 35,
    priceUsd: 55,
    hot: true,
    images: ['living-rose-day', 'bedroom-rose-night', 'skyline-hn-day'],
    text: {
      en: {
        name: 'Old Quarter Studio Hang Be',
        district: 'Hoan Kiem',
        address: '48 Hang Be Street, Hoan Kiem, Hanoi',
        overview:
          'A bright studio in the heart of the Old Quarter, three minutes on foot from Hoan Kiem Lake.\n\nIdeal for short business trips and city breaks: a queen bed, a work desk, a kitchenette and daily cleaning. Check-in from 14:00, check-out by 12:00.',
      },
      ja: {
        name: '旧市街スタジオ・ハンベー',
        district: 'ホアンキエム区',
        address: 'ハノイ市ホアンキエム区ハンベー通り48番地',
        overview:
          '旧市街の中心にある明るいスタジオタイプ。ホアンキエム湖まで徒歩3分です。\n\nクイーンベッド、ワークデスク、簡易キッチン、毎日の清掃付きで、短期出張や観光に最適です。チェックインは14時から、チェックアウトは12時までです。',
      },
      vi: {
        name: 'Studio Phố Cổ Hàng Bè',
        district: 'Hoàn Kiếm',
        address: '48 Hàng Bè, Quận Hoàn Kiếm, Hà Nội',
        overview:
          'Căn studio sáng sủa giữa lòng Phố Cổ, đi bộ ba phút là tới hồ Hoàn Kiếm.\n\nPhù hợp cho chuyến công tác ngắn hoặc du lịch: giường queen, bàn làm việc, bếp nhỏ và dọn phòng hằng ngày. Nhận phòng từ 14:00, trả phòng trước 12:00.',
      },
    },
  },
  {
    slug: 'cau-giay-park-suites',
    kind: 'apartment',
    typeCode: 'short',
    cityCode: 'HN',
    bedrooms: 1,
    size: 52,
    priceUsd: 70,
    offerPriceUsd: 62,
    hot: true,
    images: ['living-cool-night', 'bedroom-cool-day', 'kitchen-cool'],
    text: {
      en: {
        name: 'Cau Giay Park Suites',
        district: 'Cau Giay',
        address: '106 Tran Duy Hung Street, Cau Giay, Hanoi',
        overview:
          'A one-bedroom suite overlooking Cau Giay Park, close to Keangnam Landmark 72 and the business towers of Pham Hung.\n\nThe suite has a separate living room, a washing machine and a balcony. A supermarket and a shopping mall are on the ground floor of the next building.',
      },
      ja: {
        name: 'カウザイパーク・スイーツ',
        district: 'カウザイ区',
        address: 'ハノイ市カウザイ区チャンズイフン通り106番地',
        overview:
          'カウザイ公園を望む1ベッドルームのスイート。京南ランドマーク72やファムフン通りのオフィス街にも近い立地です。\n\n独立したリビング、洗濯機、バルコニー付き。隣のビルの1階にはスーパーとショッピングモールがあります。',
      },
      vi: {
        name: 'Cau Giay Park Suites',
        district: 'Cầu Giấy',
        address: '106 Trần Duy Hưng, Quận Cầu Giấy, Hà Nội',
        overview:
          'Căn suite một phòng ngủ nhìn ra công viên Cầu Giấy, gần Keangnam Landmark 72 và các tòa văn phòng trên đường Phạm Hùng.\n\nCăn hộ có phòng khách riêng, máy giặt và ban công. Siêu thị và trung tâm thương mại nằm ngay tầng trệt tòa nhà bên cạnh.',
      },
    },
  },
  {
    slug: 'le-dai-hanh-family-apartment',
    kind: 'apartment',
    typeCode: 'long',
    cityCode: 'HN',
    bedrooms: 2,
    size: 78,
    priceUsd: 1050,
    hot: false,
    images: ['living-rose-day', 'bedroom-warm-sunset', 'kitchen-warm'],
    text: {
      en: {
        name: 'Le Dai Hanh Family Apartment',
        district: 'Hai Ba Trung',
        address: '23 Le Dai Hanh Street, Hai Ba Trung, Hanoi',
        overview:
          'A calm two-bedroom apartment near Thong Nhat Park, with a large kitchen and plenty of storage for longer stays.\n\nVincom Ba Trieu and the French Quarter are a ten-minute walk away. Electricity and water are billed at the official residential rate.',
      },
      ja: {
        name: 'レーダイハイン・ファミリーアパートメント',
        district: 'ハイバーチュン区',
        address: 'ハノイ市ハイバーチュン区レーダイハイン通り23番地',
        overview:
          'トンニャット公園近くの落ち着いた2ベッドルーム。広いキッチンと十分な収納があり、長期滞在に向いています。\n\nヴィンコム・バーチエウやフレンチクォーターまで徒歩10分。電気・水道は一般家庭向けの公定料金で請求されます。',
      },
      vi: {
        name: 'Căn hộ gia đình Lê Đại Hành',
        district: 'Hai Bà Trưng',
        address: '23 Lê Đại Hành, Quận Hai Bà Trưng, Hà Nội',
        overview:
          'Căn hộ hai phòng ngủ yên tĩnh gần công viên Thống Nhất, bếp rộng và nhiều chỗ để đồ, phù hợp để ở dài hạn.\n\nĐi bộ mười phút là tới Vincom Bà Triệu và khu phố Pháp. Điện nước tính theo giá sinh hoạt của nhà nước.',
      },
    },
  },
  {
    slug: 'thai-ha-business-centre',
    kind: 'office',
    typeCode: 'long',
    cityCode: 'HN',
    bedrooms: null,
    size: 120,
    priceUsd: 22,
    hot: false,
    images: ['office-slate-day', 'office-cool-sunset'],
    text: {
      en: {
        name: 'Thai Ha Business Centre',
        district: 'Dong Da',
        address: '117 Thai Ha Street, Dong Da, Hanoi',
        overview:
          'A 120 m² serviced office floor for teams of 15 to 20, with a reception desk, two meeting rooms and a pantry.\n\nThe price per square metre includes management fees, air conditioning during office hours and nightly cleaning. Parking for motorbikes and cars is in the basement.',
      },
      ja: {
        name: 'タイハー・ビジネスセンター',
        district: 'ドンダー区',
        address: 'ハノイ市ドンダー区タイハー通り117番地',
        overview:
          '15〜20名のチーム向け、120㎡のサービスオフィスフロア。受付、会議室2室、パントリーを備えています。\n\n平米単価には管理費、営業時間内の空調、毎晩の清掃が含まれます。地下にバイク・自動車用の駐車場があります。',
      },
      vi: {
        name: 'Trung tâm văn phòng Thái Hà',
        district: 'Đống Đa',
        address: '117 Thái Hà, Quận Đống Đa, Hà Nội',
        overview:
          'Sàn văn phòng dịch vụ 120 m² cho nhóm 15 đến 20 người, có quầy lễ tân, hai phòng họp và khu pantry.\n\nĐơn giá theo mét vuông đã gồm phí quản lý, điều hòa trong giờ hành chính và vệ sinh hằng tối. Tầng hầm có chỗ đỗ xe máy và ô tô.',
      },
    },
  },
];
