import type { BannerSeed } from './types.js';

/** The five hero banners of the home page carousel (autoplay 5000 ms, looping). */
export const banners: BannerSeed[] = [
  {
    key: 'home-serviced-apartments',
    name: {
      en: 'Your home in Vietnam, ready when you arrive',
      ja: 'ベトナムでの暮らしを、到着したその日から',
      vi: 'Ngôi nhà của bạn tại Việt Nam, sẵn sàng ngay khi bạn đến',
    },
    subTitle: {
      en: 'Fully furnished serviced apartments in Hanoi, Ho Chi Minh City and Hai Phong, for a few nights or a few years.',
      ja: 'ハノイ・ホーチミン・ハイフォンの家具付きサービスアパートメント。数泊の滞在から数年の駐在まで対応します。',
      vi: 'Căn hộ dịch vụ đầy đủ nội thất tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng, cho vài đêm hay vài năm.',
    },
    titleButton: {
      en: 'Browse apartments',
      ja: '物件を探す',
      vi: 'Xem căn hộ',
    },
    url: '/serviced-apartments',
    motif: 'living-room',
  },
  {
    key: 'home-offers',
    name: {
      en: 'This season’s offers',
      ja: '今シーズンの特別オファー',
      vi: 'Ưu đãi mùa này',
    },
    subTitle: {
      en: 'Reduced rents, free airport pick-up and extra cleaning on selected apartments. Limited availability.',
      ja: '対象物件で賃料割引、空港送迎無料、清掃回数の追加などの特典をご用意しています。空室に限りがあります。',
      vi: 'Giảm giá thuê, miễn phí đón sân bay và thêm lượt dọn phòng tại các căn hộ chọn lọc. Số lượng có hạn.',
    },
    titleButton: {
      en: 'See offers',
      ja: 'オファーを見る',
      vi: 'Xem ưu đãi',
    },
    url: '/offers',
    motif: 'balcony-view',
  },
  {
    key: 'home-featured-projects',
    name: {
      en: 'Buildings worth moving for',
      ja: '住みたくなるレジデンスを厳選',
      vi: 'Những tòa nhà đáng để chuyển đến',
    },
    subTitle: {
      en: 'Pools, gyms, 24-hour security and views over the river. Explore our featured projects city by city.',
      ja: 'プール、ジム、24時間セキュリティ、リバービュー。都市ごとに注目のプロジェクトをご紹介します。',
      vi: 'Hồ bơi, phòng gym, an ninh 24 giờ và tầm nhìn ra sông. Khám phá các dự án nổi bật theo từng thành phố.',
    },
    titleButton: {
      en: 'View featured projects',
      ja: '注目プロジェクトを見る',
      vi: 'Xem dự án nổi bật',
    },
    url: '/featured-projects',
    motif: 'pool',
  },
  {
    key: 'home-serviced-office',
    name: {
      en: 'An office that works from day one',
      ja: '初日からすぐに使えるオフィス',
      vi: 'Văn phòng sẵn sàng làm việc từ ngày đầu tiên',
    },
    subTitle: {
      en: 'Private rooms, flexible desks, meeting rooms and virtual offices with reception, internet and cleaning included.',
      ja: '個室、フレキシブルデスク、会議室、バーチャルオフィス。受付・インターネット・清掃込みでご提供します。',
      vi: 'Phòng riêng, chỗ ngồi linh hoạt, phòng họp và văn phòng ảo, đã bao gồm lễ tân, internet và vệ sinh.',
    },
    titleButton: {
      en: 'Discover serviced offices',
      ja: 'サービスオフィスを見る',
      vi: 'Tìm hiểu văn phòng dịch vụ',
    },
    url: '/serviced-office/overview',
    motif: 'office-desk',
  },
  {
    key: 'home-for-owners',
    name: {
      en: 'Own an apartment? Let it with StayVN',
      ja: 'オーナー様へ：StayVNで賃貸しませんか',
      vi: 'Bạn có căn hộ? Hãy cho thuê cùng StayVN',
    },
    subTitle: {
      en: 'We find reliable tenants, handle the paperwork and look after your property while it is let.',
      ja: '信頼できる入居者探しから契約手続き、入居中の物件管理まで、StayVNがまとめてお引き受けします。',
      vi: 'Chúng tôi tìm khách thuê đáng tin cậy, lo thủ tục giấy tờ và chăm sóc căn hộ trong suốt thời gian cho thuê.',
    },
    titleButton: {
      en: 'List your property',
      ja: '物件を掲載する',
      vi: 'Đăng ký cho thuê',
    },
    url: '/for-owners',
    motif: 'building',
  },
];

/** Banners of the for-owners pages: category 1 on create-your-property, category 2 on faqs. */
export const ownerBanners: BannerSeed[] = [
  {
    key: 'owners-create-your-property',
    name: {
      en: 'List your property with StayVN',
      ja: 'StayVNに物件を掲載する',
      vi: 'Đăng ký cho thuê bất động sản cùng StayVN',
    },
    subTitle: {
      en: 'Tell us about your apartment or office. Our leasing team will contact you within two working days.',
      ja: 'お持ちのアパートメントやオフィスについてお聞かせください。2営業日以内に担当者よりご連絡いたします。',
      vi: 'Hãy cho chúng tôi biết về căn hộ hoặc văn phòng của bạn. Đội ngũ cho thuê sẽ liên hệ trong vòng 2 ngày làm việc.',
    },
    titleButton: {
      en: 'Start now',
      ja: '登録を始める',
      vi: 'Bắt đầu ngay',
    },
    url: '/for-owners/create-your-property',
    motif: 'building',
  },
  {
    key: 'owners-faqs',
    name: {
      en: 'Questions from owners',
      ja: 'オーナー様からのよくあるご質問',
      vi: 'Câu hỏi thường gặp của chủ nhà',
    },
    subTitle: {
      en: 'Fees, contracts, maintenance and payouts: what owners usually ask before listing with us.',
      ja: '手数料、契約、メンテナンス、賃料の送金など、掲載前によくいただくご質問にお答えします。',
      vi: 'Phí dịch vụ, hợp đồng, bảo trì và thanh toán tiền thuê: những điều chủ nhà thường hỏi trước khi hợp tác.',
    },
    titleButton: {
      en: 'Read the FAQs',
      ja: 'FAQを読む',
      vi: 'Xem câu hỏi',
    },
    url: '/for-owners/faqs',
    motif: 'lobby',
  },
];

/** Banner of the help page (tenant support, frequently asked issues, create an issue). */
export const helpBanners: BannerSeed[] = [
  {
    key: 'help-main',
    name: {
      en: 'How can we help?',
      ja: 'どのようなご用件でしょうか？',
      vi: 'Chúng tôi có thể giúp gì cho bạn?',
    },
    subTitle: {
      en: 'Something not working in your apartment? Check the common issues or report a problem and our team will follow up.',
      ja: 'お部屋の設備に不具合がありましたら、よくあるトラブルをご確認いただくか、こちらからご報告ください。担当チームが対応いたします。',
      vi: 'Có sự cố trong căn hộ? Hãy xem các vấn đề thường gặp hoặc gửi báo cáo, đội ngũ của chúng tôi sẽ xử lý ngay.',
    },
    titleButton: {
      en: 'Report an issue',
      ja: 'トラブルを報告する',
      vi: 'Báo cáo sự cố',
    },
    url: '/helps/create-issue',
    motif: 'lobby',
  },
];
