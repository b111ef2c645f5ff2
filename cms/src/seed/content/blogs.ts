import type { BlogCategorySeed, BlogSeed } from './types.js';

export const blogCategories: BlogCategorySeed[] = [
  { key: 'all-blogs', name: { en: 'All blogs', ja: 'すべての記事', vi: 'Tất cả bài viết' } },
  { key: 'news', name: { en: 'News', ja: 'ニュース', vi: 'Tin tức' } },
  {
    key: 'newly-launched-properties',
    name: { en: 'Newly launched properties', ja: '新着物件', vi: 'Bất động sản mới ra mắt' },
  },
  {
    key: 'rental-living-tips',
    name: { en: 'Rental living tips', ja: '賃貸暮らしのヒント', vi: 'Mẹo sống khi thuê nhà' },
  },
  {
    key: 'living-in-vietnam',
    name: { en: 'Living in Vietnam', ja: 'ベトナム生活', vi: 'Cuộc sống tại Việt Nam' },
  },
];

export const blogs: BlogSeed[] = [
  // ───────────────────────────── news ─────────────────────────────
  {
    key: 'metro-line-1-renters',
    slug: 'ho-chi-minh-city-metro-line-1-what-it-means-for-renters',
    category: 'news',
    date: '2025-01-20',
    motif: 'street',
    title: {
      en: 'Ho Chi Minh City’s first metro line: what it means for renters',
      ja: 'ホーチミン市初の地下鉄開通、賃貸ユーザーへの影響は',
      vi: 'Tuyến metro đầu tiên của TP. Hồ Chí Minh: điều gì thay đổi với người thuê nhà',
    },
    excerpt: {
      en: 'Metro Line 1 between Bến Thành and Suối Tiên opened at the end of 2024. We look at how it changes the daily commute from Thảo Điền and the eastern districts.',
      ja: '2024年末、ベンタイン〜スオイティエン間のメトロ1号線が開業しました。タオディエンや東部エリアからの通勤がどう変わるのかをまとめました。',
      vi: 'Tuyến Metro số 1 Bến Thành – Suối Tiên đã khai trương cuối năm 2024. Chúng tôi xem xét tuyến này thay đổi việc đi làm hằng ngày từ Thảo Điền và khu phía đông ra sao.',
    },
    body: {
      en: `After more than a decade of construction, Metro Line 1 opened to passengers in late December 2024. The line runs from Bến Thành Market in District 1 through Thảo Điền and Thủ Đức to the Suối Tiên area, partly underground in the centre and elevated along Hà Nội Highway.

## A new option for the Thảo Điền commute

For tenants in Thảo Điền, the trip to the centre used to depend on traffic on the Sài Gòn Bridge. The metro offers a predictable alternative: trains run at regular intervals through the day, and the ride from Thảo Điền station to Ba Son or Bến Thành takes well under half an hour.

Stations are air-conditioned and signs are in Vietnamese and English. Tickets can be bought from machines or at the counter, and several contactless and app-based payment options have been added since opening.

## What we are seeing in the rental market

Apartments within a ten-minute walk of a station have attracted more enquiries from people working in District 1 who prefer a quieter neighbourhood in the evenings. Rents have not jumped overnight, but well-located units are being taken more quickly.

If you are comparing apartments, ask our team for the walking time to the nearest station. We now add it to the location tab of every listing along the line.`,
      ja: `10年以上の工事期間を経て、メトロ1号線が2024年12月下旬に開業しました。1区のベンタイン市場からタオディエン、トゥードゥックを経由してスオイティエン方面まで結ぶ路線で、都心部は地下、ハノイ・ハイウェイ沿いは高架を走ります。

## タオディエンからの通勤に新しい選択肢

これまでタオディエンから都心への移動は、サイゴン橋の渋滞次第という面がありました。メトロなら日中も一定の間隔で運行しており、タオディエン駅からバーソン駅やベンタイン駅までは30分もかかりません。

駅構内は冷房が効いており、案内表示はベトナム語と英語の併記です。切符は券売機や窓口で購入でき、開業後はタッチ決済やアプリでの支払いにも順次対応しています。

## 賃貸市場の動き

駅から徒歩10分圏内の物件には、1区に勤務しながらも夜は落ち着いた環境で過ごしたいという方からのお問い合わせが増えています。賃料が急に上がったわけではありませんが、条件の良いお部屋は決まるまでの期間が短くなっています。

物件を比較される際は、最寄り駅までの徒歩時間をお気軽にスタッフへお尋ねください。沿線の物件については、各物件ページの「ロケーション」タブにも掲載しています。`,
      vi: `Sau hơn mười năm xây dựng, tuyến Metro số 1 đã chính thức đón khách vào cuối tháng 12 năm 2024. Tuyến chạy từ chợ Bến Thành ở Quận 1 qua Thảo Điền, Thủ Đức đến khu vực Suối Tiên, đi ngầm ở trung tâm và đi trên cao dọc xa lộ Hà Nội.

## Thêm lựa chọn cho người ở Thảo Điền

Với cư dân Thảo Điền, quãng đường vào trung tâm trước đây phụ thuộc nhiều vào tình hình giao thông trên cầu Sài Gòn. Metro mang lại một lựa chọn ổn định hơn: tàu chạy đều đặn trong ngày, và chặng từ ga Thảo Điền đến ga Ba Son hoặc Bến Thành mất chưa đến nửa giờ.

Các nhà ga đều có điều hòa, biển chỉ dẫn song ngữ Việt – Anh. Vé có thể mua tại máy bán vé tự động hoặc quầy, và từ khi khai trương, nhiều hình thức thanh toán không tiếp xúc và qua ứng dụng đã được bổ sung.

## Những thay đổi trên thị trường cho thuê

Các căn hộ cách ga dưới mười phút đi bộ nhận được nhiều yêu cầu hơn từ những người làm việc ở Quận 1 nhưng muốn sống ở khu yên tĩnh hơn vào buổi tối. Giá thuê chưa tăng đột biến, nhưng những căn có vị trí tốt được thuê nhanh hơn.

Khi so sánh các căn hộ, bạn hãy hỏi đội ngũ của chúng tôi về thời gian đi bộ đến ga gần nhất. Thông tin này hiện đã có trong thẻ vị trí của mọi căn hộ dọc tuyến.`,
    },
  },
  {
    key: 'vnpay-qr-payments',
    slug: 'pay-for-short-stays-with-vnpay-qr',
    category: 'news',
    date: '2025-06-10',
    motif: 'living-room',
    title: {
      en: 'Short stays can now be paid with VNPay QR',
      ja: '短期滞在のお支払いにVNPay QRが使えるようになりました',
      vi: 'Đã có thể thanh toán kỳ nghỉ ngắn ngày bằng VNPay QR',
    },
    excerpt: {
      en: 'Alongside international cards and bank transfer, you can now pay for a short-term booking by scanning a VNPay QR code in your banking app.',
      ja: '国際クレジットカード、銀行振込に加えて、銀行アプリでVNPayのQRコードを読み取るだけで短期滞在の予約代金をお支払いいただけるようになりました。',
      vi: 'Bên cạnh thẻ quốc tế và chuyển khoản ngân hàng, giờ đây bạn có thể thanh toán đặt phòng ngắn ngày bằng cách quét mã VNPay QR trong ứng dụng ngân hàng.',
    },
    body: {
      en: `Many of our guests already live in Vietnam and hold a local bank account. For them, scanning a QR code is the most natural way to pay, so we have added the VNPay QR gateway to the payment page for short-term stays.

## How it works

On the payment details step, choose VNPay QR. A code appears with the exact amount in VND. Open the app of any bank connected to VNPay, scan the code and confirm. The booking confirmation arrives by e-mail within a few minutes.

As before, short stays are 100% prepaid at the time of booking. Prices shown in USD are converted to VND at the exchange rate of the day, and the VND amount on the QR code is the amount charged.

## Other ways to pay

International credit and debit cards remain available through our card payment provider, and bank transfer is still offered for guests who prefer it. With a transfer, tick the box confirming you have paid once the transfer is made, and keep the transfer content exactly as shown so we can match your payment.

Our cancellation policy has not changed: 50% of the rent is charged if you cancel more than 2 days before check-in, and 100% within 2 days of check-in or in case of no-show. Refunds are returned to the original payment method within up to 15 working days.`,
      ja: `StayVNをご利用のお客様の多くは、すでにベトナムにお住まいで現地の銀行口座をお持ちです。そうした方にとって最も手軽なQR決済を取り入れるため、短期滞在のお支払い画面にVNPay QRを追加しました。

## ご利用方法

「お支払い情報」の画面でVNPay QRを選択すると、ベトナムドンでの金額が入ったQRコードが表示されます。VNPayに対応した銀行のアプリでコードを読み取り、内容を確認して決済してください。数分以内に予約確認メールが届きます。

短期滞在は従来どおり、ご予約時に全額前払いとなります。米ドル表示の料金は当日の為替レートでベトナムドンに換算され、QRコードに表示された金額が請求額となります。

## その他のお支払い方法

国際クレジットカード・デビットカードは引き続き決済代行会社を通じてご利用いただけます。銀行振込をご希望の方もこれまでどおりお選びいただけます。振込の場合は、お振込み後に「振込済み」のチェックを入れ、振込内容（メモ欄）は表示どおりにご入力ください。

キャンセルポリシーに変更はありません。チェックインの2日前より前のキャンセルは賃料の50%、2日前以降のキャンセルまたは連絡なしの不泊（ノーショー）は100%を申し受けます。返金は最長15営業日以内に、お支払いいただいた方法へ行います。`,
      vi: `Nhiều khách hàng của chúng tôi đang sống tại Việt Nam và có tài khoản ngân hàng trong nước. Với họ, quét mã QR là cách thanh toán quen thuộc nhất, vì vậy chúng tôi đã bổ sung cổng VNPay QR vào trang thanh toán cho kỳ lưu trú ngắn ngày.

## Cách thanh toán

Ở bước thông tin thanh toán, hãy chọn VNPay QR. Một mã QR sẽ hiện ra kèm số tiền chính xác bằng VND. Mở ứng dụng của bất kỳ ngân hàng nào liên kết với VNPay, quét mã và xác nhận. Email xác nhận đặt phòng sẽ được gửi đến trong vài phút.

Như trước đây, kỳ lưu trú ngắn ngày được thanh toán trước 100% khi đặt phòng. Giá hiển thị bằng USD được quy đổi sang VND theo tỷ giá trong ngày, và số tiền VND trên mã QR là số tiền được thu.

## Các phương thức khác

Thẻ tín dụng và thẻ ghi nợ quốc tế vẫn được chấp nhận qua đơn vị cung cấp dịch vụ thanh toán thẻ, và khách vẫn có thể chọn chuyển khoản ngân hàng. Khi chuyển khoản, hãy đánh dấu ô xác nhận đã chuyển tiền sau khi thực hiện và giữ nguyên nội dung chuyển khoản như hướng dẫn để chúng tôi đối chiếu.

Chính sách hủy không thay đổi: thu 50% tiền thuê nếu hủy trước ngày nhận phòng hơn 2 ngày, và 100% nếu hủy trong vòng 2 ngày trước ngày nhận phòng hoặc không đến nhận phòng. Tiền hoàn sẽ được trả về phương thức thanh toán ban đầu trong thời hạn tối đa 15 ngày làm việc.`,
    },
  },
  {
    key: 'hai-phong-short-stays',
    slug: 'short-stays-now-bookable-online-in-hai-phong',
    category: 'news',
    date: '2025-09-22',
    motif: 'skyline',
    title: {
      en: 'Short stays now bookable online in Hai Phong',
      ja: 'ハイフォンでも短期滞在のオンライン予約がスタート',
      vi: 'Hải Phòng đã có đặt phòng ngắn ngày trực tuyến',
    },
    excerpt: {
      en: 'Engineers and managers visiting the industrial zones around Hai Phong can now book a serviced apartment by the night, with instant confirmation.',
      ja: 'ハイフォン周辺の工業団地へ出張されるエンジニアや管理職の方も、1泊単位でサービスアパートメントを予約し、その場で確定できるようになりました。',
      vi: 'Kỹ sư và quản lý đến công tác tại các khu công nghiệp quanh Hải Phòng giờ đây có thể đặt căn hộ dịch vụ theo đêm và nhận xác nhận ngay.',
    },
    body: {
      en: `Hai Phong has become one of the busiest business destinations in northern Vietnam. Many of our corporate clients send staff to the city for a week or two at a time, and until now those stays had to be arranged by e-mail.

## Book by the night

From this month, selected apartments in Hai Phong show a Book now button. Pick your dates, sign in and pay online: the booking is confirmed immediately and you receive the check-in details by e-mail. Check-in is from 14:00 and check-out by 12:00.

The first apartments open for online booking are in Lê Chân and Ngô Quyền, close to Lạch Tray and Văn Cao streets, with easy access to the highway towards Hanoi and to the industrial parks.

## Long stays stay personal

Longer assignments are still handled by enquiry. Press Contact us on any long-term listing and a member of our Hai Phong team will reply with availability, a draft contract and options for viewings.

Company accounts that book regularly can ask us for a consolidated monthly invoice. Contact us at the e-mail address on the contact page for details.`,
      ja: `ハイフォンは、ベトナム北部で最も活気のあるビジネス拠点のひとつになりました。法人のお客様からは社員の方を1〜2週間単位で派遣されるケースが多く、これまではメールでの手配が必要でした。

## 1泊単位でオンライン予約

今月から、ハイフォンの対象物件に「今すぐ予約」ボタンが表示されます。日程を選んでログインし、オンラインでお支払いいただくと、その場で予約が確定し、チェックインのご案内がメールで届きます。チェックインは14:00から、チェックアウトは12:00までです。

オンライン予約に対応した最初の物件は、レーチャン区とゴークエン区のラックチャイ通り・ヴァンカオ通り周辺にあり、ハノイ方面への高速道路や工業団地へのアクセスも良好です。

## 長期滞在はこれまでどおり個別にご案内

長期のご赴任については、引き続きお問い合わせベースで承ります。長期物件のページで「お問い合わせ」を押していただければ、ハイフォンの担当者が空室状況、契約書の案、内見の候補日をご連絡します。

定期的にご利用いただく法人様には、月ごとにまとめた請求書の発行も可能です。詳しくはお問い合わせページ記載のメールアドレスまでご連絡ください。`,
      vi: `Hải Phòng đã trở thành một trong những điểm đến kinh doanh sôi động nhất miền Bắc. Nhiều khách hàng doanh nghiệp cử nhân viên đến thành phố mỗi lần một đến hai tuần, và trước đây các kỳ lưu trú này phải sắp xếp qua email.

## Đặt theo đêm

Từ tháng này, một số căn hộ tại Hải Phòng đã có nút Đặt ngay. Chọn ngày, đăng nhập và thanh toán trực tuyến: đặt phòng được xác nhận ngay lập tức và bạn nhận thông tin nhận phòng qua email. Giờ nhận phòng từ 14:00 và trả phòng trước 12:00.

Những căn hộ đầu tiên mở đặt trực tuyến nằm ở quận Lê Chân và Ngô Quyền, gần đường Lạch Tray và Văn Cao, thuận tiện đi cao tốc về Hà Nội và đến các khu công nghiệp.

## Thuê dài hạn vẫn được tư vấn riêng

Các kỳ công tác dài hơn vẫn được xử lý qua yêu cầu tư vấn. Bấm Liên hệ trên bất kỳ căn hộ dài hạn nào, đội ngũ tại Hải Phòng sẽ phản hồi về tình trạng phòng trống, dự thảo hợp đồng và lịch xem nhà.

Doanh nghiệp đặt phòng thường xuyên có thể đề nghị xuất hóa đơn tổng hợp hằng tháng. Vui lòng liên hệ qua địa chỉ email trên trang Liên hệ để biết thêm chi tiết.`,
    },
  },
  {
    key: 'tet-2026-support-hours',
    slug: 'tet-2026-office-hours-and-support',
    category: 'news',
    date: '2026-01-26',
    motif: 'lobby',
    title: {
      en: 'Tết 2026: office hours and how to reach us',
      ja: '2026年テト期間の営業時間とお問い合わせ先',
      vi: 'Tết Bính Ngọ 2026: giờ làm việc và cách liên hệ',
    },
    excerpt: {
      en: 'Our offices close for the Lunar New Year holiday in mid-February, but the 24/7 hotline stays open for tenants and guests.',
      ja: '2月中旬の旧正月（テト）休暇中はオフィスを休業しますが、入居者・宿泊者の皆様向けの24時間ホットラインは通常どおり対応します。',
      vi: 'Văn phòng của chúng tôi nghỉ Tết Nguyên đán vào giữa tháng 2, nhưng đường dây nóng 24/7 vẫn hoạt động cho khách thuê và khách lưu trú.',
    },
    body: {
      en: `Tết, the Lunar New Year, falls on 17 February 2026. As every year, much of the country slows down for about a week, and our offices in Hanoi, Ho Chi Minh City and Hai Phong will close for the public holiday.

## What stays open

The 24/7 support hotline remains available throughout the holiday for urgent matters in your apartment: water leaks, power cuts, lock problems or anything that affects your safety. Building reception and security also stay on duty.

Online booking for short stays works as usual and confirmations are sent automatically. Long-term enquiries sent during the holiday will be answered from the first working day after Tết.

## Planning around the holiday

Some services pause during Tết: many restaurants and shops close for several days, housekeeping schedules may change and repairs that need outside contractors can take longer. We recommend stocking up on essentials a few days before New Year’s Eve.

If your lease ends during the holiday, please contact your property manager before the end of January so we can arrange the handover in advance. From all of us at StayVN: chúc mừng năm mới!`,
      ja: `2026年のテト（旧正月）は2月17日です。例年どおり国全体が約1週間の休暇モードに入り、ハノイ・ホーチミン・ハイフォンの各オフィスも祝日期間は休業いたします。

## 休暇中も対応するもの

お部屋の緊急トラブル（水漏れ、停電、鍵の不具合など、安全に関わること）については、24時間サポートホットラインが休暇中も対応します。建物の受付と警備も通常どおり勤務しています。

短期滞在のオンライン予約は通常どおりご利用いただけ、予約確認も自動で送信されます。休暇中にいただいた長期物件のお問い合わせには、テト明けの最初の営業日から順次ご回答します。

## テト前後のご準備

テト期間中は多くの飲食店や商店が数日間休業し、清掃のスケジュールが変わることもあります。外部業者が必要な修理にはいつもより時間がかかる場合がありますので、大晦日の数日前までに日用品を買いそろえておくことをおすすめします。

休暇中に契約満了を迎える方は、事前に引き渡しの日程を調整できるよう、1月末までに担当者へご連絡ください。StayVNスタッフ一同、皆様の新年のご多幸をお祈りいたします。`,
      vi: `Tết Nguyên đán Bính Ngọ rơi vào ngày 17 tháng 2 năm 2026. Như mọi năm, cả nước nghỉ ngơi khoảng một tuần, và các văn phòng của chúng tôi tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng sẽ đóng cửa trong kỳ nghỉ lễ.

## Những gì vẫn hoạt động

Đường dây nóng hỗ trợ 24/7 vẫn hoạt động suốt kỳ nghỉ cho các việc khẩn cấp trong căn hộ: rò rỉ nước, mất điện, sự cố khóa cửa hoặc bất cứ điều gì ảnh hưởng đến an toàn của bạn. Lễ tân và bảo vệ tòa nhà vẫn trực bình thường.

Đặt phòng ngắn ngày trực tuyến vẫn hoạt động và xác nhận được gửi tự động. Các yêu cầu thuê dài hạn gửi trong kỳ nghỉ sẽ được trả lời từ ngày làm việc đầu tiên sau Tết.

## Chuẩn bị cho kỳ nghỉ

Một số dịch vụ tạm ngừng trong dịp Tết: nhiều nhà hàng, cửa hàng đóng cửa vài ngày, lịch dọn phòng có thể thay đổi và các việc sửa chữa cần nhà thầu bên ngoài có thể mất thêm thời gian. Bạn nên mua sắm đồ dùng thiết yếu vài ngày trước đêm Giao thừa.

Nếu hợp đồng của bạn kết thúc trong kỳ nghỉ, vui lòng liên hệ người quản lý căn hộ trước cuối tháng 1 để sắp xếp bàn giao sớm. Toàn thể StayVN kính chúc bạn và gia đình năm mới an khang, thịnh vượng!`,
    },
  },

  // ──────────────────────── newly launched properties ────────────────────────
  {
    key: 'tay-ho-lakeview-launch',
    slug: 'new-lake-view-serviced-apartments-in-tay-ho',
    category: 'newly-launched-properties',
    date: '2025-04-08',
    motif: 'balcony-view',
    title: {
      en: 'New lake-view serviced apartments in Tây Hồ',
      ja: 'タイホーに湖を望む新しいサービスアパートメントが登場',
      vi: 'Căn hộ dịch vụ hướng hồ mới tại Tây Hồ',
    },
    excerpt: {
      en: 'Twenty-four one- and two-bedroom apartments on Quảng An street, a few steps from West Lake, are now open for long and short stays.',
      ja: '西湖からすぐのクアンアン通りに、1〜2ベッドルームのアパートメント24室がオープン。長期・短期どちらの滞在にも対応します。',
      vi: 'Hai mươi bốn căn hộ một và hai phòng ngủ trên phố Quảng An, cách Hồ Tây vài bước chân, nay đã mở cho thuê dài hạn và ngắn ngày.',
    },
    body: {
      en: `Tây Hồ has long been the first choice of many families and professionals moving to Hanoi, and apartments with a real view of the lake rarely stay empty for long. We are pleased to add a new nine-storey building on Quảng An street to our listings.

## The apartments

The building has 24 units: one-bedroom apartments of around 55 m² and two-bedroom apartments of around 85 m². Upper floors face the lake; lower floors look over the quiet lanes of Quảng An. Every unit has a full kitchen with oven, a washer-dryer and a work desk.

Weekly housekeeping, internet, building management fees and a monthly linen change are included in the rent. Electricity and water are charged by meter at the official residential rate.

## Around the building

The lakeside path is two minutes away, and cafés, bakeries and imported-food shops line the nearby streets. International schools in Tây Hồ and the offices of Ba Đình are a short ride by car or Grab.

Long-term leases start from six months; short stays can be booked online for a minimum of three nights. Ask our Hanoi team for a viewing.`,
      ja: `タイホーは、ハノイへ移り住むご家族やビジネスパーソンにとって以前から人気の高いエリアで、湖がしっかり見える物件はすぐに埋まってしまいます。このたび、クアンアン通りに建つ9階建ての新しい建物を掲載物件に加えました。

## お部屋について

全24室で、約55㎡の1ベッドルームと約85㎡の2ベッドルームがあります。上層階は湖側、下層階はクアンアンの静かな路地側に面しています。全室にオーブン付きのフルキッチン、洗濯乾燥機、ワークデスクを備えています。

週1回の清掃、インターネット、建物管理費、月1回のリネン交換が賃料に含まれます。電気・水道はメーターに基づき、公定の住宅用料金でご請求します。

## 周辺環境

湖畔の遊歩道まで徒歩2分。近くの通りにはカフェやベーカリー、輸入食品店が並びます。タイホーのインターナショナルスクールやバーディンのオフィス街へも、車やGrabですぐです。

長期契約は6か月から、短期滞在は3泊からオンラインでご予約いただけます。内見のご希望はハノイ担当チームまでお気軽にどうぞ。`,
      vi: `Tây Hồ từ lâu đã là lựa chọn hàng đầu của nhiều gia đình và người đi làm khi chuyển đến Hà Nội, và những căn hộ có tầm nhìn thực sự ra hồ hiếm khi còn trống lâu. Chúng tôi vui mừng giới thiệu một tòa nhà chín tầng mới trên phố Quảng An.

## Các căn hộ

Tòa nhà có 24 căn: căn một phòng ngủ khoảng 55 m² và căn hai phòng ngủ khoảng 85 m². Các tầng trên nhìn ra hồ, các tầng dưới nhìn xuống những con ngõ yên tĩnh của Quảng An. Mỗi căn đều có bếp đầy đủ kèm lò nướng, máy giặt sấy và bàn làm việc.

Giá thuê đã bao gồm dọn phòng hằng tuần, internet, phí quản lý tòa nhà và thay khăn ga mỗi tháng. Điện và nước tính theo đồng hồ với giá sinh hoạt theo quy định.

## Xung quanh tòa nhà

Đường dạo ven hồ chỉ cách hai phút đi bộ, các con phố lân cận có nhiều quán cà phê, tiệm bánh và cửa hàng thực phẩm nhập khẩu. Các trường quốc tế ở Tây Hồ và văn phòng ở Ba Đình chỉ cách một quãng ngắn bằng ô tô hoặc Grab.

Hợp đồng dài hạn từ sáu tháng; kỳ lưu trú ngắn ngày có thể đặt trực tuyến tối thiểu ba đêm. Hãy liên hệ đội ngũ tại Hà Nội để hẹn xem nhà.`,
    },
  },
  {
    key: 'thao-dien-riverside-launch',
    slug: 'thao-dien-riverside-residence-opens',
    category: 'newly-launched-properties',
    date: '2025-11-14',
    motif: 'pool',
    title: {
      en: 'A riverside residence opens in Thảo Điền',
      ja: 'タオディエンにリバーサイドレジデンスがオープン',
      vi: 'Khu căn hộ ven sông mới tại Thảo Điền',
    },
    excerpt: {
      en: 'Family-sized apartments with a garden pool on the Saigon River, close to the international schools of Thủ Đức City.',
      ja: 'サイゴン川沿いにガーデンプールを備えたファミリー向けアパートメント。トゥードゥック市のインターナショナルスクールにも近い立地です。',
      vi: 'Căn hộ rộng rãi cho gia đình, có hồ bơi sân vườn bên sông Sài Gòn, gần các trường quốc tế ở TP. Thủ Đức.',
    },
    body: {
      en: `Families moving to Ho Chi Minh City often ask us for the same things: space, greenery, a pool for the children and a short school run. A new low-rise residence on the river side of Thảo Điền ticks all of those boxes.

## Space for families

The residence offers two-, three- and four-bedroom apartments from 95 m² to 180 m², each with a large balcony. Kitchens are separated from the living room, and the larger units have a maid’s room and a second living area that works well as a playroom or study.

The grounds include a 25-metre pool, a children’s pool, a gym and a garden along the riverbank. Security staff are on duty around the clock and residents’ cars park in a covered basement.

## Daily life

Supermarkets, clinics and restaurants of Thảo Điền are within a few minutes by car, and several international schools are nearby. The Thảo Điền metro station puts District 1 within easy reach.

Leases start from twelve months. Rent includes building management, pool and gym access, and twice-weekly housekeeping. Send us an enquiry to receive floor plans and arrange a visit.`,
      ja: `ホーチミンへ引っ越されるご家族からのご要望は、広さ、緑、子どもたちのためのプール、そして通学の近さ、とほぼ共通しています。タオディエンの川沿いに誕生した低層レジデンスは、そのすべてを満たす物件です。

## ご家族でゆったり暮らせる間取り

2〜4ベッドルーム、95㎡から180㎡までのお部屋があり、いずれも広いバルコニー付きです。キッチンはリビングと分かれており、広めのタイプにはメイドルームと、プレイルームや書斎として使えるセカンドリビングがあります。

敷地内には25mプール、キッズプール、ジム、川沿いの庭園があります。警備員が24時間常駐し、居住者の車は屋根付きの地下駐車場に停められます。

## 日々の暮らし

タオディエンのスーパー、クリニック、レストランへは車で数分。周辺には複数のインターナショナルスクールがあります。メトロのタオディエン駅を使えば1区へのアクセスも便利です。

契約期間は12か月から。賃料には建物管理費、プール・ジムの利用料、週2回の清掃が含まれます。間取り図のご請求や見学のご予約は、お問い合わせフォームからどうぞ。`,
      vi: `Các gia đình chuyển đến TP. Hồ Chí Minh thường hỏi chúng tôi những điều giống nhau: không gian rộng, cây xanh, hồ bơi cho trẻ và đường đến trường ngắn. Một khu căn hộ thấp tầng mới bên bờ sông ở Thảo Điền đáp ứng tất cả những điều đó.

## Không gian cho gia đình

Khu căn hộ có các căn hai, ba và bốn phòng ngủ, diện tích từ 95 m² đến 180 m², căn nào cũng có ban công rộng. Bếp tách biệt với phòng khách, các căn lớn có phòng giúp việc và phòng sinh hoạt thứ hai, phù hợp làm phòng chơi hoặc phòng học.

Khuôn viên có hồ bơi 25 mét, hồ bơi trẻ em, phòng gym và khu vườn ven sông. Bảo vệ trực 24/24 và cư dân đỗ xe trong tầng hầm có mái che.

## Cuộc sống hằng ngày

Siêu thị, phòng khám và nhà hàng ở Thảo Điền chỉ cách vài phút lái xe, và có nhiều trường quốc tế ở gần. Ga metro Thảo Điền giúp việc đi vào Quận 1 trở nên dễ dàng.

Hợp đồng từ mười hai tháng. Giá thuê bao gồm phí quản lý, sử dụng hồ bơi và phòng gym, dọn phòng hai lần mỗi tuần. Hãy gửi yêu cầu để nhận mặt bằng căn hộ và đặt lịch tham quan.`,
    },
  },
  {
    key: 'hai-phong-le-chan-launch',
    slug: 'new-serviced-apartments-in-le-chan-hai-phong',
    category: 'newly-launched-properties',
    date: '2026-05-19',
    motif: 'building',
    title: {
      en: 'New serviced apartments in Lê Chân, Hai Phong',
      ja: 'ハイフォン・レーチャン区に新しいサービスアパートメント',
      vi: 'Căn hộ dịch vụ mới tại quận Lê Chân, Hải Phòng',
    },
    excerpt: {
      en: 'Studios and one-bedroom apartments designed for business travellers and engineers on assignment, with a breakfast room and a shuttle to the industrial zones.',
      ja: '出張者や赴任中のエンジニア向けに設計されたスタジオと1ベッドルーム。朝食ルームと工業団地へのシャトルを備えています。',
      vi: 'Studio và căn hộ một phòng ngủ dành cho khách công tác và kỹ sư biệt phái, có phòng ăn sáng và xe đưa đón đến các khu công nghiệp.',
    },
    body: {
      en: `Demand for serviced apartments in Hai Phong keeps growing as manufacturers expand in the industrial zones around the city. Our newest listing in Lê Chân was designed with those residents in mind.

## Built for working weeks

The building has 40 studios of 35 m² and 20 one-bedroom apartments of 50 m². Each has a compact kitchen, a proper desk with a good chair, blackout curtains and fast fibre internet. A breakfast room on the ground floor serves a simple Vietnamese and Western breakfast on weekdays.

A morning and evening shuttle runs to the main industrial parks on working days, so residents do not need a car. Laundry service and daily housekeeping are available on request.

## Booking

Studios can be booked online by the night, with check-in from 14:00 and check-out by 12:00. Stays of a month or longer are arranged by enquiry and benefit from a lower monthly rate.

Companies that need several apartments for a project team can contact our Hai Phong office for a group quotation.`,
      ja: `市周辺の工業団地で製造業の進出が続き、ハイフォンではサービスアパートメントの需要が伸び続けています。レーチャン区の最新物件は、そうした方々の暮らしを想定して設計されました。

## 平日の仕事を支える設計

35㎡のスタジオが40室、50㎡の1ベッドルームが20室。各室にコンパクトなキッチン、座り心地の良い椅子を備えたデスク、遮光カーテン、高速光回線を完備しています。1階の朝食ルームでは、平日にベトナム式と洋式の簡単な朝食をご用意します。

平日は朝と夕方に主要工業団地へのシャトルバスを運行しているため、車がなくても通勤できます。ランドリーサービスや毎日の清掃もご希望に応じて手配します。

## ご予約について

スタジオは1泊単位でオンライン予約が可能で、チェックインは14:00から、チェックアウトは12:00までです。1か月以上のご滞在はお問い合わせにて承り、月額のお得な料金をご案内します。

プロジェクトチームで複数室が必要な法人様は、ハイフォンオフィスまでまとめてお見積もりをご依頼ください。`,
      vi: `Nhu cầu căn hộ dịch vụ tại Hải Phòng không ngừng tăng khi các nhà sản xuất mở rộng tại những khu công nghiệp quanh thành phố. Căn hộ mới nhất của chúng tôi tại quận Lê Chân được thiết kế dành cho chính những cư dân này.

## Thiết kế cho những tuần làm việc

Tòa nhà có 40 studio rộng 35 m² và 20 căn một phòng ngủ rộng 50 m². Mỗi căn có bếp nhỏ gọn, bàn làm việc với ghế tốt, rèm chắn sáng và internet cáp quang tốc độ cao. Phòng ăn sáng ở tầng trệt phục vụ bữa sáng Việt và Âu đơn giản vào các ngày trong tuần.

Xe đưa đón chạy buổi sáng và buổi tối đến các khu công nghiệp chính vào ngày làm việc, nên cư dân không cần có ô tô. Dịch vụ giặt là và dọn phòng hằng ngày được cung cấp theo yêu cầu.

## Đặt phòng

Studio có thể đặt trực tuyến theo đêm, nhận phòng từ 14:00 và trả phòng trước 12:00. Kỳ lưu trú từ một tháng trở lên được sắp xếp qua yêu cầu tư vấn với giá theo tháng ưu đãi hơn.

Doanh nghiệp cần nhiều căn cho một nhóm dự án có thể liên hệ văn phòng Hải Phòng để nhận báo giá theo nhóm.`,
    },
  },
  {
    key: 'district-1-office-floor',
    slug: 'new-serviced-office-floor-in-district-1',
    category: 'newly-launched-properties',
    date: '2026-09-03',
    motif: 'office-desk',
    title: {
      en: 'A new serviced office floor in District 1',
      ja: '1区に新しいサービスオフィスフロアがオープン',
      vi: 'Tầng văn phòng dịch vụ mới tại Quận 1',
    },
    excerpt: {
      en: 'Private offices for two to twenty people, a coworking lounge and three meeting rooms, a short walk from Nguyễn Huệ walking street.',
      ja: '2〜20名用の個室オフィス、コワーキングラウンジ、会議室3室。グエンフエ歩行者天国から徒歩圏内です。',
      vi: 'Văn phòng riêng cho 2 đến 20 người, khu cowork và ba phòng họp, cách phố đi bộ Nguyễn Huệ vài phút đi bộ.',
    },
    body: {
      en: `Teams setting up in Ho Chi Minh City often want a central address without signing a multi-year lease. Our new serviced office floor in District 1 is ready for move-in from this month.

## What is on the floor

There are 18 private offices for two to twenty people, a coworking lounge with 30 flexible desks and three meeting rooms seating four, eight and twelve. Every office comes furnished with desks, ergonomic chairs and lockable storage, and can be branded with your company sign.

Rent is quoted per m² per month and includes internet, electricity for normal office use, air-conditioning during business hours, cleaning and reception. Coffee and tea are free for members.

## Flexible terms

Private offices are available from three months; coworking desks by the month. Meeting rooms can be booked by the hour by members and non-members alike, and the floor also supports virtual office services with a business address and mail handling.

Visit the serviced office section to see the room types, or send us a quotation request with your team size and move-in date.`,
      ja: `ホーチミンで拠点を立ち上げる企業からは、数年単位の賃貸契約を結ばずに都心の住所を持ちたいというご要望を多くいただきます。1区の新しいサービスオフィスフロアは、今月から入居可能です。

## フロアの構成

2〜20名用の個室オフィスが18室、フレキシブルデスク30席のコワーキングラウンジ、4名・8名・12名用の会議室が3室あります。個室はデスク、エルゴノミクスチェア、施錠できる収納付きで、社名サインの掲示も可能です。

料金は1㎡あたりの月額でご提示し、インターネット、通常のオフィス使用分の電気代、営業時間内の空調、清掃、受付サービスが含まれます。メンバーはコーヒー・お茶を無料でご利用いただけます。

## 柔軟な契約条件

個室オフィスは3か月から、コワーキングデスクは1か月単位でご契約いただけます。会議室はメンバー以外の方も1時間単位で予約でき、登記用住所と郵便物の取り扱いが付いたバーチャルオフィスにも対応しています。

部屋タイプはサービスオフィスのページでご覧いただけます。ご利用人数と入居希望日を添えて、お見積もりをご依頼ください。`,
      vi: `Các doanh nghiệp mới đặt chân đến TP. Hồ Chí Minh thường muốn có địa chỉ ở trung tâm mà không phải ký hợp đồng thuê nhiều năm. Tầng văn phòng dịch vụ mới của chúng tôi tại Quận 1 sẵn sàng đón khách từ tháng này.

## Tầng văn phòng có gì

Có 18 văn phòng riêng cho 2 đến 20 người, khu cowork với 30 chỗ ngồi linh hoạt và ba phòng họp cho bốn, tám và mười hai người. Mỗi văn phòng đều có sẵn bàn, ghế công thái học và tủ có khóa, và có thể gắn biển tên công ty.

Giá thuê tính theo m² mỗi tháng, đã bao gồm internet, điện cho nhu cầu văn phòng thông thường, điều hòa trong giờ hành chính, vệ sinh và lễ tân. Thành viên được dùng cà phê và trà miễn phí.

## Thời hạn linh hoạt

Văn phòng riêng cho thuê từ ba tháng; chỗ ngồi cowork theo tháng. Phòng họp có thể đặt theo giờ cho cả thành viên và khách bên ngoài, và tầng văn phòng cũng cung cấp dịch vụ văn phòng ảo với địa chỉ kinh doanh và nhận thư từ.

Hãy xem mục Văn phòng dịch vụ để biết các loại phòng, hoặc gửi yêu cầu báo giá kèm quy mô nhóm và ngày dự kiến chuyển vào.`,
    },
  },

  // ───────────────────────────── rental living tips ─────────────────────────────
  {
    key: 'lease-checklist',
    slug: 'checklist-before-signing-a-long-term-lease',
    category: 'rental-living-tips',
    date: '2025-02-17',
    motif: 'living-room',
    title: {
      en: 'Ten things to check before signing a long-term lease',
      ja: '長期賃貸契約の前に確認したい10のポイント',
      vi: 'Mười điều cần kiểm tra trước khi ký hợp đồng thuê dài hạn',
    },
    excerpt: {
      en: 'From the deposit clause to the water pressure in the shower, a short checklist that saves trouble later.',
      ja: '敷金の条項からシャワーの水圧まで、あとで困らないためのチェックリストです。',
      vi: 'Từ điều khoản tiền đặt cọc đến áp lực nước vòi sen, một danh sách ngắn giúp bạn tránh rắc rối về sau.',
    },
    body: {
      en: `A long-term lease in Vietnam is usually signed for six or twelve months, with a deposit of one or two months’ rent. Taking an hour to check a few points before signing is worth it.

## In the contract

Check what the rent includes: management fees, internet, housekeeping, cable TV and parking are often included in serviced apartments but not always. Read how electricity and water are charged, and whether the price is fixed in USD or VND.

Look for the deposit clause: the amount, when it is returned and what can be deducted. Check the notice period for early termination and what happens if your company transfers you out of the country. Make sure the contract names the landlord or the company that actually has the right to lease the apartment.

## In the apartment

Run the taps and the shower, flush the toilet and try the air-conditioners in every room. Open the windows and listen for street noise at the time of day you are usually home. Check the mobile signal in the bedroom and the internet speed.

Take photos of any marks or damage and attach them to the handover list. This simple step avoids most disagreements when the deposit is returned. If you rent through StayVN, our staff carry out the handover check with you and send you a copy.`,
      ja: `ベトナムの長期賃貸契約は、6か月または12か月で、敷金（デポジット）は賃料の1〜2か月分が一般的です。契約前に1時間ほどかけていくつかの点を確認しておくと安心です。

## 契約書で確認すること

賃料に何が含まれているかを確認しましょう。管理費、インターネット、清掃、ケーブルテレビ、駐車場はサービスアパートメントでは含まれていることが多いものの、必ずではありません。電気・水道の料金の決め方や、賃料が米ドル建てかドン建てかもチェックしてください。

敷金の条項では、金額、返還時期、差し引かれる可能性のある項目を確認します。中途解約の予告期間や、会社の辞令で国外へ異動になった場合の扱いも大切です。また、契約書に記載された貸主が、実際にその部屋を賃貸する権利を持つ本人または会社であることも確かめましょう。

## お部屋で確認すること

すべての蛇口とシャワーを出してみて、トイレを流し、各部屋のエアコンを動かしてみましょう。普段在宅している時間帯に窓を開けて、通りの騒音も確かめてください。寝室での携帯電話の電波やインターネットの速度も見ておくと安心です。

傷や汚れがあれば写真を撮り、引き渡しチェックリストに添付しておきます。これだけで、敷金返還時のトラブルの大半は防げます。StayVNを通じてご契約いただく場合は、スタッフが立ち会って引き渡し時のチェックを行い、その控えをお送りします。`,
      vi: `Hợp đồng thuê dài hạn ở Việt Nam thường ký sáu hoặc mười hai tháng, với tiền đặt cọc một hoặc hai tháng tiền thuê. Dành một giờ để kiểm tra vài điểm trước khi ký là hoàn toàn xứng đáng.

## Trong hợp đồng

Kiểm tra giá thuê đã bao gồm những gì: phí quản lý, internet, dọn phòng, truyền hình cáp và chỗ đỗ xe thường có trong căn hộ dịch vụ nhưng không phải lúc nào cũng vậy. Đọc kỹ cách tính tiền điện, nước và giá thuê được cố định bằng USD hay VND.

Tìm điều khoản về tiền đặt cọc: số tiền, thời điểm hoàn trả và những khoản có thể bị khấu trừ. Kiểm tra thời gian báo trước khi chấm dứt sớm và cách xử lý nếu công ty điều chuyển bạn ra nước ngoài. Đảm bảo hợp đồng ghi đúng tên chủ nhà hoặc công ty thực sự có quyền cho thuê căn hộ.

## Trong căn hộ

Mở thử các vòi nước và vòi sen, xả bồn cầu và bật điều hòa ở tất cả các phòng. Mở cửa sổ để nghe tiếng ồn từ đường phố vào khung giờ bạn thường ở nhà. Kiểm tra sóng điện thoại trong phòng ngủ và tốc độ internet.

Chụp ảnh mọi vết xước hay hư hỏng và đính kèm vào biên bản bàn giao. Bước đơn giản này giúp tránh hầu hết các tranh chấp khi hoàn cọc. Nếu bạn thuê qua StayVN, nhân viên của chúng tôi sẽ cùng bạn kiểm tra khi bàn giao và gửi bạn một bản sao.`,
    },
  },
  {
    key: 'whats-in-the-rent',
    slug: 'what-is-included-in-a-serviced-apartment-rent',
    category: 'rental-living-tips',
    date: '2025-08-05',
    motif: 'kitchen',
    title: {
      en: 'What is included in a serviced apartment rent?',
      ja: 'サービスアパートメントの賃料には何が含まれる？',
      vi: 'Giá thuê căn hộ dịch vụ bao gồm những gì?',
    },
    excerpt: {
      en: 'Serviced apartments cost more than unfurnished flats, but much of the difference is services you would otherwise pay for separately.',
      ja: 'サービスアパートメントは一般の賃貸より割高に見えますが、その差額の多くは本来別途支払うはずのサービス料です。',
      vi: 'Căn hộ dịch vụ đắt hơn căn hộ không nội thất, nhưng phần lớn chênh lệch là những dịch vụ mà bạn vốn phải trả riêng.',
    },
    body: {
      en: `When comparing a serviced apartment with a regular flat, the monthly rent alone can be misleading. A fair comparison adds up everything you would pay to live comfortably in each.

## Usually included

Furniture, appliances, kitchenware, bed linen and towels come with every serviced apartment. Housekeeping is typically included once to three times a week, together with a linen change. Internet, cable TV, building management fees and access to the pool and gym are usually part of the rent as well.

Many buildings also include a reception desk, 24-hour security and basic maintenance: a broken light bulb or a blocked sink is fixed without extra charge.

## Usually extra

Electricity is the main variable cost, especially in the hot season when air-conditioners run all day. It is normally charged by meter. Water may be metered or a fixed monthly amount. Laundry beyond the linen change, car parking, additional cleaning and airport transfers are often charged separately.

On StayVN every listing shows the included services on the offers tab and in the overview. If something is unclear, ask us before you book or sign, and we will confirm it in writing.`,
      ja: `サービスアパートメントと一般的な賃貸物件を比べるとき、月々の賃料だけを見ると判断を誤りがちです。それぞれで快適に暮らすために必要な費用をすべて足し合わせて比較するのがフェアです。

## 通常含まれるもの

家具、家電、調理器具、寝具、タオルはどのサービスアパートメントにも備わっています。清掃は週1〜3回が一般的で、リネン交換も含まれます。インターネット、ケーブルテレビ、建物管理費、プールやジムの利用料も賃料に含まれていることがほとんどです。

受付、24時間警備、簡単な修繕が含まれる建物も多く、電球切れや排水口の詰まりなどは追加料金なしで対応してもらえます。

## 別料金になりやすいもの

主な変動費は電気代で、特にエアコンを一日中使う暑い季節は高くなります。通常はメーターに基づいて請求されます。水道代はメーター制の場合と月額固定の場合があります。リネン以外の洗濯、駐車場、追加清掃、空港送迎は別料金となることが多いです。

StayVNでは、各物件の「オファー」タブと概要欄に、含まれるサービスを明記しています。不明な点はご予約・ご契約の前にお尋ねいただければ、書面でご回答します。`,
      vi: `Khi so sánh căn hộ dịch vụ với căn hộ thông thường, chỉ nhìn vào giá thuê hằng tháng có thể gây hiểu lầm. Một phép so sánh công bằng cần cộng tất cả các khoản bạn phải trả để sống thoải mái ở mỗi nơi.

## Thường đã bao gồm

Mọi căn hộ dịch vụ đều có sẵn nội thất, thiết bị điện, dụng cụ nhà bếp, ga giường và khăn tắm. Dọn phòng thường từ một đến ba lần mỗi tuần kèm thay khăn ga. Internet, truyền hình cáp, phí quản lý tòa nhà và quyền sử dụng hồ bơi, phòng gym cũng thường nằm trong giá thuê.

Nhiều tòa nhà còn có lễ tân, bảo vệ 24 giờ và bảo trì cơ bản: bóng đèn hỏng hay bồn rửa bị tắc được sửa mà không tính thêm phí.

## Thường tính thêm

Điện là chi phí biến động chính, đặc biệt vào mùa nóng khi điều hòa chạy cả ngày, và thường được tính theo đồng hồ. Nước có thể tính theo đồng hồ hoặc một khoản cố định hằng tháng. Giặt là ngoài thay khăn ga, chỗ đỗ ô tô, dọn phòng thêm và đưa đón sân bay thường được tính riêng.

Trên StayVN, mỗi căn hộ đều ghi rõ các dịch vụ đi kèm ở thẻ ưu đãi và phần tổng quan. Nếu có điểm nào chưa rõ, hãy hỏi chúng tôi trước khi đặt phòng hoặc ký hợp đồng, chúng tôi sẽ xác nhận bằng văn bản.`,
    },
  },
  {
    key: 'renting-with-pets',
    slug: 'renting-an-apartment-in-vietnam-with-pets',
    category: 'rental-living-tips',
    date: '2026-03-11',
    motif: 'park',
    title: {
      en: 'Renting an apartment in Vietnam with a pet',
      ja: 'ペットと一緒にベトナムで部屋を借りるには',
      vi: 'Thuê căn hộ tại Việt Nam khi có thú cưng',
    },
    excerpt: {
      en: 'Pet-friendly serviced apartments exist, but they go quickly. Here is how to find one and what owners will ask you.',
      ja: 'ペット可のサービスアパートメントはありますが、すぐに埋まります。探し方とオーナーから確認される点をまとめました。',
      vi: 'Căn hộ dịch vụ cho phép nuôi thú cưng có tồn tại nhưng được thuê rất nhanh. Đây là cách tìm và những điều chủ nhà sẽ hỏi bạn.',
    },
    body: {
      en: `More and more tenants move to Vietnam with a dog or a cat. Many high-rise buildings still do not allow pets, but low-rise serviced apartments and houses in areas such as Tây Hồ and Thảo Điền are often more flexible.

## Start early

Tell us about your pet in your first enquiry: species, breed, size and age. We will filter the apartments whose owners accept pets and ask them for you, which saves viewings that lead nowhere. Pet-friendly units with a garden or a large balcony are the first to be taken, so start looking six to eight weeks before your move.

## What owners usually ask

Owners commonly ask for an additional deposit, often one month’s rent, to cover wear to floors and furniture. Some ask for a deep cleaning at the end of the lease, which we can arrange. A copy of the vaccination record is usually requested.

In the building, keep your pet on a lead in common areas and use the service lift if there is one. Good relations with reception and neighbours make it much easier to renew your lease.

For importing a pet into Vietnam, check the current requirements with the animal health authorities and your airline well in advance; rules on microchips, rabies vaccination and health certificates apply.`,
      ja: `犬や猫と一緒にベトナムへ移り住む方が増えています。高層マンションではまだペット不可のところが多いものの、タイホーやタオディエンなどの低層サービスアパートメントや一戸建てでは、比較的柔軟に対応してもらえることがあります。

## 早めに探し始める

最初のお問い合わせの段階で、ペットの種類、犬種・猫種、大きさ、年齢をお知らせください。ペット可のオーナーの物件に絞り込んで事前に確認しますので、無駄な内見を減らせます。庭付きや広いバルコニー付きのペット可物件は真っ先に決まってしまうため、引っ越しの6〜8週間前から探し始めるのがおすすめです。

## オーナーからよく求められること

床や家具の傷みに備えて、追加の敷金（多くは賃料1か月分）を求められるのが一般的です。退去時のハウスクリーニングを条件とするオーナーもおり、その手配も承ります。予防接種記録のコピーの提出を求められることもよくあります。

建物内の共用部ではリードを着け、サービス用エレベーターがある場合はそちらを使いましょう。受付や近隣の方と良い関係を築いておくと、契約更新もスムーズです。

ペットをベトナムへ連れて入国する場合は、マイクロチップ、狂犬病ワクチン、健康証明書などの要件があります。最新の条件を動物検疫当局と航空会社に早めに確認してください。`,
      vi: `Ngày càng nhiều khách thuê chuyển đến Việt Nam cùng chó hoặc mèo. Nhiều tòa nhà cao tầng vẫn chưa cho phép nuôi thú cưng, nhưng các căn hộ dịch vụ thấp tầng và nhà riêng ở những khu như Tây Hồ, Thảo Điền thường linh hoạt hơn.

## Bắt đầu sớm

Hãy cho chúng tôi biết về thú cưng ngay trong yêu cầu đầu tiên: loài, giống, kích thước và tuổi. Chúng tôi sẽ lọc những căn hộ có chủ nhà chấp nhận thú cưng và hỏi trước giúp bạn, tránh những buổi xem nhà không có kết quả. Căn hộ có vườn hoặc ban công rộng cho phép nuôi thú cưng luôn được thuê đầu tiên, vì vậy hãy bắt đầu tìm từ sáu đến tám tuần trước khi chuyển đến.

## Những điều chủ nhà thường yêu cầu

Chủ nhà thường yêu cầu thêm tiền đặt cọc, thường là một tháng tiền thuê, để bù cho hao mòn sàn và nội thất. Một số yêu cầu vệ sinh tổng thể khi kết thúc hợp đồng, việc này chúng tôi có thể sắp xếp. Bản sao sổ tiêm phòng cũng thường được yêu cầu.

Trong tòa nhà, hãy dắt thú cưng bằng dây ở khu vực chung và dùng thang máy dịch vụ nếu có. Giữ quan hệ tốt với lễ tân và hàng xóm giúp việc gia hạn hợp đồng dễ dàng hơn nhiều.

Nếu mang thú cưng nhập cảnh Việt Nam, hãy kiểm tra sớm các yêu cầu hiện hành với cơ quan thú y và hãng hàng không; có quy định về gắn chip, tiêm phòng dại và giấy chứng nhận sức khỏe.`,
    },
  },
  {
    key: 'humid-season-care',
    slug: 'keeping-your-apartment-fresh-in-the-humid-season',
    category: 'rental-living-tips',
    date: '2026-06-16',
    motif: 'bedroom',
    title: {
      en: 'Keeping your apartment fresh in the humid season',
      ja: '湿気の多い季節にお部屋を快適に保つコツ',
      vi: 'Giữ căn hộ luôn khô thoáng trong mùa nồm ẩm',
    },
    excerpt: {
      en: 'Hanoi’s damp spring and the southern rainy season can bring mould and musty smells. A few habits keep them away.',
      ja: 'ハノイの春の「ノム」や南部の雨季には、カビや湿ったにおいが発生しがちです。ちょっとした習慣で防ぐことができます。',
      vi: 'Mùa nồm ở Hà Nội và mùa mưa ở phía Nam dễ gây nấm mốc và mùi ẩm. Vài thói quen nhỏ sẽ giúp bạn tránh được điều này.',
    },
    body: {
      en: `In northern Vietnam, late winter and early spring bring nồm: warm, saturated air that condenses on cool walls and floors, leaving tiles wet and clothes that never quite dry. In the south, the rainy season from May to November brings its own humidity.

## Everyday habits

On nồm days, keep windows closed and run the air-conditioner in dry mode or a dehumidifier; opening windows only lets more moist air in. Wipe floors with a dry cloth rather than a wet mop. Dry laundry in a washer-dryer or a closed room with the dehumidifier on.

Leave wardrobe doors slightly open and do not pack clothes tightly. Silica gel or moisture absorbers in wardrobes and shoe cabinets help a lot, and leather shoes and bags are best kept in breathable bags.

## When to call us

A little condensation is normal, but black spots on ceilings, a persistent musty smell or water coming through a wall are not. Report them through the help page with a photo, and our maintenance team will check for leaks or ventilation problems.

Most StayVN apartments in Hanoi have a dehumidifier or an air-conditioner with a dry mode. If yours does not, ask your property manager: we can usually provide one during the season.`,
      ja: `ベトナム北部では、冬の終わりから春先にかけて「ノム」と呼ばれる現象が起こります。暖かく湿った空気が冷えた壁や床で結露し、タイルが濡れ、洗濯物もなかなか乾きません。南部でも、5月から11月の雨季は湿度が高くなります。

## 毎日の習慣

ノムの日は窓を閉め、エアコンの除湿モードや除湿機を使いましょう。窓を開けると、かえって湿った空気を取り込んでしまいます。床は濡れたモップではなく乾いた布で拭くのが効果的です。洗濯物は洗濯乾燥機を使うか、除湿機をかけた閉め切った部屋で乾かしてください。

クローゼットの扉は少し開けておき、衣類を詰め込みすぎないようにします。クローゼットや靴箱にシリカゲルや除湿剤を置くと効果的で、革靴やバッグは通気性のある袋に入れて保管するのがおすすめです。

## こんなときはご連絡を

多少の結露は避けられませんが、天井の黒い斑点、消えないカビ臭、壁からの水のしみ出しは別です。写真を添えてヘルプページからご報告いただければ、メンテナンスチームが水漏れや換気の不具合を点検します。

ハノイのStayVN物件の多くには、除湿機または除湿モード付きのエアコンがあります。お部屋にない場合は担当者にご相談ください。シーズン中は多くの場合、貸し出しが可能です。`,
      vi: `Ở miền Bắc, cuối đông đầu xuân là mùa nồm: không khí ấm và bão hòa hơi nước ngưng tụ trên tường và sàn lạnh, khiến nền gạch ướt và quần áo mãi không khô. Ở miền Nam, mùa mưa từ tháng 5 đến tháng 11 cũng mang theo độ ẩm cao.

## Thói quen hằng ngày

Vào những ngày nồm, hãy đóng cửa sổ và bật điều hòa ở chế độ hút ẩm hoặc dùng máy hút ẩm; mở cửa chỉ khiến hơi ẩm tràn vào nhiều hơn. Lau sàn bằng khăn khô thay vì cây lau ướt. Phơi đồ bằng máy giặt sấy hoặc trong phòng kín có bật máy hút ẩm.

Để hé cửa tủ quần áo và đừng xếp quần áo quá chật. Gói hút ẩm silica gel trong tủ quần áo và tủ giày rất hữu ích, còn giày và túi da nên cất trong túi vải thoáng khí.

## Khi nào cần báo cho chúng tôi

Một chút hơi nước đọng là bình thường, nhưng đốm đen trên trần, mùi mốc kéo dài hay nước thấm qua tường thì không. Hãy báo qua trang Trợ giúp kèm ảnh chụp, đội bảo trì sẽ kiểm tra rò rỉ hoặc vấn đề thông gió.

Phần lớn căn hộ StayVN tại Hà Nội có máy hút ẩm hoặc điều hòa có chế độ hút ẩm. Nếu căn hộ của bạn chưa có, hãy hỏi người quản lý: chúng tôi thường có thể cung cấp trong mùa nồm.`,
    },
  },

  // ───────────────────────────── living in Vietnam ─────────────────────────────
  {
    key: 'getting-around-hanoi',
    slug: 'getting-around-hanoi-without-a-car',
    category: 'living-in-vietnam',
    date: '2025-05-27',
    motif: 'street',
    title: {
      en: 'Getting around Hanoi without a car',
      ja: '車なしでハノイを移動する方法',
      vi: 'Di chuyển ở Hà Nội không cần ô tô',
    },
    excerpt: {
      en: 'Ride-hailing apps, the elevated metro lines, buses and your own two feet: a practical guide for new arrivals.',
      ja: '配車アプリ、高架鉄道、路線バス、そして徒歩。ハノイに来たばかりの方のための実用ガイドです。',
      vi: 'Ứng dụng gọi xe, các tuyến đường sắt trên cao, xe buýt và đôi chân của bạn: hướng dẫn thực tế cho người mới đến.',
    },
    body: {
      en: `Most newcomers to Hanoi do not buy a car, and many never ride a motorbike themselves. The city is easy to get around once you know the options.

## Ride-hailing

Apps such as Grab, Be and Xanh SM are the backbone of daily transport. You can book a car or a motorbike taxi, see the price before you confirm and pay in cash or by card. Save your apartment address in the app in Vietnamese with all diacritics so drivers find it first time.

## Metro, buses and walking

Hanoi has two elevated urban railway lines in operation: Line 2A from Cát Linh to Hà Đông, and the elevated section of Line 3 running from Nhổn towards Cầu Giấy. They are clean, air-conditioned and cheap, and useful if you live or work along the route. The city bus network is extensive, and Google Maps shows routes and times reliably.

The Old Quarter, the area around Hoàn Kiếm Lake and the lakeside of Tây Hồ are best explored on foot. Pavements are often used for parking and street food, so expect to step into the road now and then. When crossing, walk at a steady pace and let the traffic flow around you; stopping suddenly is what confuses drivers.

Our staff are happy to set up ride-hailing apps with you on arrival and to show you the nearest bus stop or station.`,
      ja: `ハノイに来たばかりの方の多くは車を購入せず、自分でバイクに乗らない方もたくさんいます。選択肢さえ知っておけば、市内の移動は難しくありません。

## 配車アプリ

Grab、Be、Xanh SMなどの配車アプリは、日常の移動に欠かせない存在です。車やバイクタクシーを呼べ、確定前に料金がわかり、現金やカードで支払えます。アプリにはお住まいの住所を、声調記号まで正確なベトナム語で登録しておくと、ドライバーが迷わず到着します。

## 都市鉄道・バス・徒歩

ハノイでは現在、カットリン〜ハドン間の2A号線と、ニョン〜カウザイ方面の3号線高架区間の2路線が運行しています。清潔で冷房が効いており、運賃も手頃なので、沿線にお住まいやお勤めの方には便利です。市バスの路線網も充実しており、Googleマップで路線や時刻を確実に調べられます。

旧市街、ホアンキエム湖周辺、タイホーの湖畔は歩いて回るのが一番です。歩道はバイクの駐車や屋台に使われていることが多く、ときどき車道に出て歩く必要があります。道路を渡るときは一定の速さで歩き続け、周りの車やバイクに避けてもらうのがコツです。急に立ち止まると、かえってドライバーを混乱させてしまいます。

ご入居時には、スタッフが配車アプリの設定をお手伝いし、最寄りのバス停や駅もご案内します。`,
      vi: `Phần lớn người mới đến Hà Nội không mua ô tô, và nhiều người cũng không tự đi xe máy. Thành phố khá dễ di chuyển khi bạn biết các lựa chọn.

## Gọi xe công nghệ

Các ứng dụng như Grab, Be và Xanh SM là phương tiện chính hằng ngày. Bạn có thể gọi ô tô hoặc xe ôm, biết giá trước khi xác nhận và trả bằng tiền mặt hoặc thẻ. Hãy lưu địa chỉ căn hộ trong ứng dụng bằng tiếng Việt có đầy đủ dấu để tài xế tìm đúng ngay lần đầu.

## Đường sắt đô thị, xe buýt và đi bộ

Hà Nội hiện có hai tuyến đường sắt đô thị trên cao đang vận hành: tuyến 2A Cát Linh – Hà Đông và đoạn trên cao của tuyến 3 từ Nhổn về hướng Cầu Giấy. Tàu sạch sẽ, có điều hòa, giá vé rẻ và rất tiện nếu bạn sống hoặc làm việc dọc tuyến. Mạng lưới xe buýt phủ rộng, và Google Maps hiển thị tuyến, giờ chạy khá chính xác.

Phố cổ, khu quanh hồ Hoàn Kiếm và ven Hồ Tây là những nơi nên khám phá bằng đi bộ. Vỉa hè thường được dùng để đỗ xe và bán hàng ăn, nên đôi khi bạn phải bước xuống lòng đường. Khi sang đường, hãy đi đều bước và để dòng xe tránh bạn; dừng lại đột ngột mới khiến người lái bối rối.

Nhân viên của chúng tôi sẵn lòng cùng bạn cài đặt ứng dụng gọi xe khi nhận phòng và chỉ cho bạn bến xe buýt hoặc nhà ga gần nhất.`,
    },
  },
  {
    key: 'first-tet',
    slug: 'your-first-tet-in-vietnam',
    category: 'living-in-vietnam',
    date: '2025-12-15',
    motif: 'food',
    title: {
      en: 'Your first Tết in Vietnam',
      ja: 'はじめてのベトナムのテト',
      vi: 'Cái Tết đầu tiên của bạn ở Việt Nam',
    },
    excerpt: {
      en: 'The Lunar New Year is the most important holiday of the year. What to expect, what to give and how to enjoy a quiet city.',
      ja: '旧正月（テト）は一年で最も大切な祝日です。この時期の街の様子、贈り物のマナー、静かな街の楽しみ方をご紹介します。',
      vi: 'Tết Nguyên đán là dịp lễ quan trọng nhất trong năm. Những điều nên biết, nên tặng gì và cách tận hưởng một thành phố yên bình.',
    },
    body: {
      en: `Tết marks the start of the lunar year and is, above all, a family holiday. In the weeks before, streets fill with peach blossom in the north and yellow apricot blossom in the south, kumquat trees ride through town on the back of motorbikes and markets are busier than at any other time.

## Before the holiday

Offices and shops wind down in the last days before New Year’s Eve. Many of the people who help you day to day, such as housekeepers, drivers and building staff, travel to their home provinces. It is customary to give them a small bonus or a gift before they leave; a red envelope with new banknotes is always appreciated.

If you are invited to a Vietnamese home during the first days of the year, bring a gift such as fruit, tea, sweets or a bottle of wine, and red envelopes (lì xì) with a small amount for the children. Avoid arguments, sweeping and talk of bad luck: the first days are thought to set the tone for the whole year.

## During the holiday

Big cities become unusually quiet as millions travel home. It is a lovely time to walk or cycle through streets that are normally packed. Some restaurants close for up to a week, but supermarkets, hotels and international restaurants generally reopen after a day or two.

Remember that repairs and deliveries slow down as well. Stock up before the holiday, and keep the 24/7 hotline number at hand in case of an emergency in your apartment.`,
      ja: `テトは旧暦の新年を祝う行事で、何よりも家族のための祝日です。テトの数週間前になると、北部では桃の花、南部では黄色いマイの花が街を彩り、キンカンの鉢植えを積んだバイクが行き交い、市場は一年で最も賑わいます。

## テトの前に

大晦日が近づくと、オフィスや商店は少しずつ休みモードに入ります。お手伝いさんやドライバー、建物のスタッフなど、日頃お世話になっている方の多くが故郷へ帰省します。出発前にちょっとしたボーナスや贈り物を渡すのが習わしで、新札を入れた赤いお年玉袋は必ず喜ばれます。

年明けにベトナムのご家庭に招かれたら、果物、お茶、お菓子、ワインなどの手土産と、子どもたち用に少額を入れたお年玉（リーシー）を用意しましょう。口論や掃除、縁起の悪い話は避けるのがマナーです。新年最初の数日が、その一年を左右すると考えられているためです。

## テトの期間中

何百万人もの人が帰省するため、大都市は驚くほど静かになります。普段は混雑している通りを散歩したり、自転車で巡ったりするには絶好の機会です。1週間ほど休業するレストランもありますが、スーパーやホテル、外国料理のレストランはたいてい1〜2日で営業を再開します。

修理や配達も滞りがちになることをお忘れなく。テト前に必要なものを買いそろえ、お部屋の緊急時に備えて24時間ホットラインの番号を手元に控えておきましょう。`,
      vi: `Tết đánh dấu khởi đầu của năm âm lịch và trên hết là dịp sum họp gia đình. Những tuần trước Tết, phố phường rực rỡ hoa đào ở miền Bắc và hoa mai vàng ở miền Nam, những cây quất theo xe máy đi khắp phố và chợ đông vui hơn bất cứ lúc nào trong năm.

## Trước Tết

Công sở và cửa hàng chậm lại trong những ngày cuối trước đêm Giao thừa. Nhiều người giúp đỡ bạn hằng ngày như người giúp việc, tài xế và nhân viên tòa nhà sẽ về quê ăn Tết. Theo phong tục, bạn nên gửi họ một khoản thưởng nhỏ hoặc món quà trước khi họ về; một phong bao lì xì với tiền mới luôn được trân trọng.

Nếu được mời đến nhà người Việt trong những ngày đầu năm, hãy mang theo quà như trái cây, trà, bánh kẹo hoặc một chai rượu vang, và chuẩn bị lì xì cho trẻ em. Tránh cãi vã, quét nhà và nói chuyện xui xẻo: người ta tin rằng những ngày đầu năm quyết định cả năm.

## Trong dịp Tết

Các thành phố lớn trở nên yên tĩnh lạ thường khi hàng triệu người về quê. Đây là dịp tuyệt vời để đi bộ hay đạp xe trên những con phố vốn luôn đông đúc. Một số nhà hàng nghỉ đến một tuần, nhưng siêu thị, khách sạn và nhà hàng quốc tế thường mở lại sau một, hai ngày.

Hãy nhớ rằng việc sửa chữa và giao hàng cũng chậm lại. Mua sắm đủ đồ trước Tết và giữ sẵn số đường dây nóng 24/7 phòng khi có sự cố khẩn cấp trong căn hộ.`,
    },
  },
  {
    key: 'weekends-from-hai-phong',
    slug: 'weekend-trips-from-hai-phong',
    category: 'living-in-vietnam',
    date: '2026-10-06',
    motif: 'balcony-view',
    title: {
      en: 'Weekend trips from Hai Phong: Cát Bà, Hạ Long and Đồ Sơn',
      ja: 'ハイフォンから週末旅行：カットバ、ハロン、ドーソン',
      vi: 'Đi chơi cuối tuần từ Hải Phòng: Cát Bà, Hạ Long và Đồ Sơn',
    },
    excerpt: {
      en: 'Living in Hai Phong puts some of northern Vietnam’s best coastline within two hours. Three easy escapes for a free weekend.',
      ja: 'ハイフォンに住めば、ベトナム北部屈指の海岸線まで2時間以内。気軽に出かけられる週末旅行先を3つご紹介します。',
      vi: 'Sống ở Hải Phòng, bạn chỉ cách những bờ biển đẹp nhất miền Bắc chưa đến hai giờ. Ba điểm đến dễ dàng cho một cuối tuần rảnh rỗi.',
    },
    body: {
      en: `Hai Phong is often thought of as a port and an industrial city, but it is also the gateway to some of the most beautiful scenery in the north. Residents can reach the sea, islands and limestone bays without the long drive from Hanoi.

## Cát Bà Island and Hạ Long Bay

Cát Bà, part of Hai Phong itself, is reached by cable car or ferry and road. The national park offers forest trails and viewpoints, and boats from the harbour explore Lan Hạ Bay, a quieter neighbour of Hạ Long Bay with floating villages and small beaches. Autumn, from September to November, brings calm seas and fewer visitors.

Hạ Long, in neighbouring Quảng Ninh province, is about an hour away by expressway. Day cruises leave every morning, and overnight cruises let you wake up among the limestone islands. Book with an operator that publishes its safety standards, and check the weather forecast before you go, as cruises are cancelled in storms.

## Đồ Sơn

For a simple afternoon by the sea, Đồ Sơn peninsula is only about 30 minutes from the city centre. Seafood restaurants line the shore, and the hills offer pleasant walks at sunset.

Our Hai Phong team is happy to recommend drivers, boat operators and places to stay. Ask at reception or through the contact page.`,
      ja: `ハイフォンは港湾・工業都市というイメージが強いかもしれませんが、ベトナム北部屈指の景勝地への玄関口でもあります。ハノイから長時間かけて移動しなくても、海や島、石灰岩の奇岩が連なる湾へすぐに出かけられます。

## カットバ島とハロン湾

ハイフォン市に属するカットバ島へは、ロープウェイ、またはフェリーと陸路で渡れます。国立公園には森林のトレイルや展望ポイントがあり、港から出るボートでは、水上集落や小さなビーチが点在するランハー湾を巡れます。ハロン湾のお隣ながら、落ち着いた雰囲気が魅力です。9月から11月の秋は海が穏やかで、観光客も少なめです。

隣のクアンニン省にあるハロン湾へは、高速道路で約1時間。毎朝日帰りクルーズが出航し、1泊のクルーズなら奇岩の島々に囲まれて朝を迎えられます。安全基準を公開している運航会社を選び、出発前には天気予報を確認しましょう。嵐の際にはクルーズは欠航になります。

## ドーソン

気軽に海辺で午後を過ごすなら、市中心部から30分ほどのドーソン半島へ。海沿いにはシーフードレストランが並び、丘の上では夕暮れの散歩も楽しめます。

ハイフォンのスタッフが、ドライバーやボート会社、宿泊先をご紹介します。受付またはお問い合わせページからお気軽にご相談ください。`,
      vi: `Hải Phòng thường được biết đến là thành phố cảng và công nghiệp, nhưng cũng là cửa ngõ đến những cảnh đẹp bậc nhất miền Bắc. Cư dân có thể ra biển, ra đảo và đến những vịnh đá vôi mà không cần đi xa như từ Hà Nội.

## Đảo Cát Bà và vịnh Hạ Long

Cát Bà thuộc chính thành phố Hải Phòng, có thể đến bằng cáp treo hoặc phà kết hợp đường bộ. Vườn quốc gia có những cung đường rừng và điểm ngắm cảnh, còn thuyền từ bến cảng đưa bạn khám phá vịnh Lan Hạ, người hàng xóm yên bình hơn của vịnh Hạ Long với làng chài và những bãi tắm nhỏ. Mùa thu, từ tháng 9 đến tháng 11, biển êm và ít khách hơn.

Hạ Long thuộc tỉnh Quảng Ninh lân cận, cách khoảng một giờ đi cao tốc. Du thuyền trong ngày khởi hành mỗi sáng, còn du thuyền qua đêm cho bạn thức dậy giữa những hòn đảo đá vôi. Hãy chọn đơn vị công khai tiêu chuẩn an toàn và xem dự báo thời tiết trước khi đi, vì du thuyền sẽ hủy khi có bão.

## Đồ Sơn

Nếu chỉ muốn một buổi chiều bên biển, bán đảo Đồ Sơn cách trung tâm thành phố chừng 30 phút. Dọc bờ biển có nhiều nhà hàng hải sản, và những ngọn đồi là nơi dạo bộ lý tưởng lúc hoàng hôn.

Đội ngũ StayVN tại Hải Phòng sẵn lòng giới thiệu tài xế, đơn vị tàu thuyền và nơi lưu trú. Hãy hỏi lễ tân hoặc liên hệ qua trang Liên hệ.`,
    },
  },
];
