import type { BannerSeed } from '../types';

export const bannerSeeds: BannerSeed[] = [
  {
    key: 'hanoi',
    order: 1,
    url: '/serviced-apartments',
    image: 'banner-hn',
    text: {
      en: {
        name: 'Serviced apartments in Hanoi',
        subTitle:
          'From the Old Quarter to West Lake: furnished homes with housekeeping, ready when you land.',
        titleButton: 'Explore Hanoi',
      },
      ja: {
        name: 'ハノイのサービスアパートメント',
        subTitle:
          '旧市街から西湖エリアまで。清掃サービス付きの家具付き物件に、到着したその日から暮らせます。',
        titleButton: 'ハノイの物件を見る',
      },
      vi: {
        name: 'Căn hộ dịch vụ tại Hà Nội',
        subTitle:
          'Từ Phố Cổ đến Hồ Tây: căn hộ đầy đủ nội thất, có dọn phòng, sẵn sàng đón bạn ngay khi đến.',
        titleButton: 'Khám phá Hà Nội',
      },
    },
  },
  {
    key: 'ho-chi-minh-city',
    order: 2,
    url: '/serviced-apartments',
    image: 'banner-hcm',
    text: {
      en: {
        name: 'Live by the Saigon River',
        subTitle:
          'Apartments in District 1, Thao Dien and Binh Thanh, minutes from offices, schools and cafés.',
        titleButton: 'See Ho Chi Minh City',
      },
      ja: {
        name: 'サイゴン川沿いで暮らす',
        subTitle: '1区、タオディエン、ビンタン区の物件。オフィスや学校、カフェまで数分の好立地です。',
        titleButton: 'ホーチミン市の物件を見る',
      },
      vi: {
        name: 'Sống bên sông Sài Gòn',
        subTitle:
          'Căn hộ tại Quận 1, Thảo Điền và Bình Thạnh, chỉ vài phút đến văn phòng, trường học và quán cà phê.',
        titleButton: 'Xem TP. Hồ Chí Minh',
      },
    },
  },
  {
    key: 'hai-phong',
    order: 3,
    url: '/serviced-apartments',
    image: 'banner-hp',
    text: {
      en: {
        name: 'Hai Phong, the port city',
        subTitle:
          'Comfortable stays near Lach Tray and Van Cao for engineers and managers working at the port and industrial zones.',
        titleButton: 'Stay in Hai Phong',
      },
      ja: {
        name: '港町ハイフォン',
        subTitle:
          'ラックチャイ通りやヴァンカオ通りの近くに、港湾や工業団地で働く方のための快適な住まいがあります。',
        titleButton: 'ハイフォンの物件を見る',
      },
      vi: {
        name: 'Hải Phòng, thành phố cảng',
        subTitle:
          'Chỗ ở tiện nghi gần Lạch Tray và Văn Cao cho kỹ sư, quản lý làm việc tại cảng và các khu công nghiệp.',
        titleButton: 'Lưu trú tại Hải Phòng',
      },
    },
  },
  {
    key: 'short-stays',
    order: 4,
    url: '/offers',
    image: 'banner-living',
    text: {
      en: {
        name: 'Short stays, booked online',
        subTitle:
          'Pick your dates, pay securely and check in at 14:00. Special offers on selected apartments this month.',
        titleButton: 'View offers',
      },
      ja: {
        name: '短期滞在はオンラインで予約',
        subTitle:
          '日程を選んで安全にお支払い、14時からチェックインできます。今月は対象物件で特別料金をご用意しています。',
        titleButton: 'キャンペーンを見る',
      },
      vi: {
        name: 'Lưu trú ngắn ngày, đặt trực tuyến',
        subTitle:
          'Chọn ngày, thanh toán an toàn và nhận phòng từ 14:00. Ưu đãi đặc biệt cho một số căn hộ trong tháng này.',
        titleButton: 'Xem ưu đãi',
      },
    },
  },
  {
    key: 'serviced-offices',
    order: 5,
    url: '/serviced-office/overview',
    image: 'banner-office',
    text: {
      en: {
        name: 'Serviced offices, ready to work',
        subTitle:
          'Private rooms and meeting spaces with reception, internet and cleaning included in one monthly price.',
        titleButton: 'Find an office',
      },
      ja: {
        name: 'すぐに使えるサービスオフィス',
        subTitle: '受付、インターネット、清掃込みの月額料金で、個室や会議室をご利用いただけます。',
        titleButton: 'オフィスを探す',
      },
      vi: {
        name: 'Văn phòng dịch vụ, sẵn sàng làm việc',
        subTitle:
          'Phòng riêng và phòng họp có lễ tân, internet và dọn dẹp, gói gọn trong một mức giá hằng tháng.',
        titleButton: 'Tìm văn phòng',
      },
    },
  },
];
