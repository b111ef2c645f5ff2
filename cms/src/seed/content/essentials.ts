import type { EssentialSeed } from './types.js';

/** The six "why book with us" blocks of the home page. */
export const essentials: EssentialSeed[] = [
  {
    key: 'fully-furnished',
    title: {
      en: 'Fully furnished',
      ja: '家具・家電付き',
      vi: 'Đầy đủ nội thất',
    },
    content: {
      en: 'Beds made, kitchen equipped, Wi-Fi on. Bring your suitcase and start living from the first evening.',
      ja: 'ベッドメイク済み、キッチン用品完備、Wi-Fiもすぐに使えます。スーツケースひとつで、その日の夜から普段どおりの生活を始められます。',
      vi: 'Giường đã trải sẵn, bếp đầy đủ dụng cụ, Wi-Fi đã kết nối. Chỉ cần mang vali là bạn có thể bắt đầu cuộc sống ngay từ buổi tối đầu tiên.',
    },
    motif: 'living-room',
  },
  {
    key: 'flexible-terms',
    title: {
      en: 'Flexible terms',
      ja: '柔軟な契約期間',
      vi: 'Thời hạn linh hoạt',
    },
    content: {
      en: 'Stay a few nights with online booking or a year or more on a long-term lease. Extend or shorten with the building’s agreement.',
      ja: '数泊ならオンライン予約、1年以上なら長期契約。建物側と合意のうえで、延長や期間短縮のご相談も承ります。',
      vi: 'Ở vài đêm với đặt phòng trực tuyến hoặc từ một năm trở lên với hợp đồng dài hạn. Có thể gia hạn hoặc rút ngắn khi được tòa nhà đồng ý.',
    },
    motif: 'bedroom',
  },
  {
    key: 'support-24-7',
    title: {
      en: '24/7 support',
      ja: '24時間365日サポート',
      vi: 'Hỗ trợ 24/7',
    },
    content: {
      en: 'A leaking tap at midnight or a question about your visa: our hotline answers day and night, and our staff speak English, Japanese and Vietnamese.',
      ja: '深夜の水漏れからビザのご相談まで、ホットラインが昼夜を問わず対応します。英語・日本語・ベトナム語を話すスタッフがそろっています。',
      vi: 'Vòi nước rò rỉ lúc nửa đêm hay thắc mắc về thị thực: đường dây nóng luôn trực cả ngày lẫn đêm, và nhân viên của chúng tôi nói tiếng Anh, tiếng Nhật và tiếng Việt.',
    },
    motif: 'lobby',
  },
  {
    key: 'verified-listings',
    title: {
      en: 'Verified listings',
      ja: '確認済みの物件のみ掲載',
      vi: 'Tin đăng đã xác minh',
    },
    content: {
      en: 'Every apartment is visited by our staff before it is listed. Photos, sizes and facilities match what you will find on arrival.',
      ja: '掲載前にスタッフが必ず現地を確認しています。写真・広さ・設備は、実際にお住まいになるお部屋そのままです。',
      vi: 'Mỗi căn hộ đều được nhân viên của chúng tôi đến kiểm tra trước khi đăng. Hình ảnh, diện tích và tiện nghi đúng như khi bạn nhận phòng.',
    },
    motif: 'building',
  },
  {
    key: 'transparent-prices',
    title: {
      en: 'Transparent prices',
      ja: 'わかりやすい料金',
      vi: 'Giá minh bạch',
    },
    content: {
      en: 'Rents are shown in USD or VND with what is included spelled out. No booking fees and no surprises at check-out.',
      ja: '賃料は米ドルまたはベトナムドンで表示し、含まれるサービスも明記しています。予約手数料はなく、チェックアウト時に想定外の請求はありません。',
      vi: 'Giá thuê hiển thị bằng USD hoặc VND, ghi rõ những gì đã bao gồm. Không phí đặt phòng, không phát sinh bất ngờ khi trả phòng.',
    },
    motif: 'kitchen',
  },
  {
    key: 'prime-locations',
    title: {
      en: 'Prime locations',
      ja: '便利な立地',
      vi: 'Vị trí đắc địa',
    },
    content: {
      en: 'From Tây Hồ and Ba Đình to District 1 and Thảo Điền: close to offices, international schools, supermarkets and restaurants.',
      ja: 'タイホー、バーディンから1区、タオディエンまで。オフィス、インターナショナルスクール、スーパー、レストランに近いエリアを揃えています。',
      vi: 'Từ Tây Hồ, Ba Đình đến Quận 1, Thảo Điền: gần văn phòng, trường quốc tế, siêu thị và nhà hàng.',
    },
    motif: 'skyline',
  },
];
