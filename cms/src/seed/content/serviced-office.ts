import type { PageSeed } from './types.js';

/**
 * The serviced-office section: /serviced-office/overview, /serviced-office/types/{private-room,
 * work-space, virtual-offices, meeting-room}, /serviced-office/location, /serviced-office/gallery.
 */
export const servicedOfficePages: PageSeed[] = [
  {
    key: 'overview',
    slug: 'overview',
    motif: 'office-desk',
    title: { en: 'Serviced offices', ja: 'サービスオフィス', vi: 'Văn phòng dịch vụ' },
    summary: {
      en: 'Furnished offices, flexible desks, meeting rooms and virtual offices in Hanoi, Ho Chi Minh City and Hai Phong, ready to use from day one.',
      ja: 'ハノイ・ホーチミン・ハイフォンで、家具付きオフィス、フレキシブルデスク、会議室、バーチャルオフィスを初日からご利用いただけます。',
      vi: 'Văn phòng có sẵn nội thất, chỗ ngồi linh hoạt, phòng họp và văn phòng ảo tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng, sẵn sàng từ ngày đầu tiên.',
    },
    content: {
      en: `Setting up an office in Vietnam usually means months of fitting out, furniture, internet contracts and hiring a receptionist. A serviced office lets you skip all of that: choose a space, sign a short agreement and start working.

## What is included

- furnished workspace with desks, ergonomic chairs and lockable storage;
- high-speed internet and Wi-Fi;
- electricity for normal office use and air-conditioning during business hours;
- daily cleaning of offices and shared areas;
- a staffed reception that greets your visitors and receives your mail;
- pantry with free coffee, tea and filtered water;
- access to meeting rooms at member rates.

## Flexible by design

Private offices are available from three months and coworking desks by the month, with the option to grow into a larger room in the same centre as your team expands. Prices are quoted per m² per month, with all services listed in the agreement, so you know your monthly cost in advance.

Send us a quotation request with your team size, preferred location and move-in date, and we will propose suitable options and arrange a visit.`,
      ja: `ベトナムでオフィスを構えるには、通常、内装工事、家具の手配、インターネット契約、受付スタッフの採用など、何か月もの準備が必要です。サービスオフィスなら、それらをすべて省略できます。スペースを選び、短期の契約を結べば、すぐに仕事を始められます。

## 含まれるもの

- デスク、エルゴノミクスチェア、施錠できる収納付きの家具付きワークスペース
- 高速インターネットとWi-Fi
- 通常のオフィス使用分の電気代と、営業時間内の空調
- オフィスおよび共用部の毎日の清掃
- 来客対応や郵便物の受け取りを行う有人受付
- コーヒー、お茶、浄水を無料で利用できるパントリー
- メンバー料金での会議室の利用

## 柔軟な契約

個室オフィスは3か月から、コワーキングデスクは1か月単位でご契約いただけます。チームの拡大に合わせて、同じセンター内の広い部屋へ移ることも可能です。料金は1㎡あたりの月額でご提示し、すべてのサービスを契約書に明記するため、毎月の費用を事前に把握できます。

ご利用人数、希望エリア、入居希望日を添えてお見積もりをご依頼ください。最適なプランをご提案し、見学を手配いたします。`,
      vi: `Thành lập văn phòng tại Việt Nam thường mất nhiều tháng để thi công nội thất, mua sắm đồ đạc, ký hợp đồng internet và tuyển lễ tân. Văn phòng dịch vụ giúp bạn bỏ qua tất cả: chọn không gian, ký một thỏa thuận ngắn hạn và bắt đầu làm việc.

## Dịch vụ bao gồm

- không gian làm việc có sẵn bàn, ghế công thái học và tủ có khóa;
- internet tốc độ cao và Wi-Fi;
- điện cho nhu cầu văn phòng thông thường và điều hòa trong giờ hành chính;
- vệ sinh hằng ngày cho văn phòng và khu vực chung;
- lễ tân đón khách và nhận thư từ cho bạn;
- khu pantry với cà phê, trà và nước lọc miễn phí;
- sử dụng phòng họp với giá dành cho thành viên.

## Linh hoạt ngay từ thiết kế

Văn phòng riêng cho thuê từ ba tháng, chỗ ngồi cowork theo tháng, và bạn có thể chuyển sang phòng lớn hơn trong cùng trung tâm khi đội ngũ phát triển. Giá tính theo m² mỗi tháng, mọi dịch vụ đều ghi rõ trong thỏa thuận, nên bạn biết trước chi phí hằng tháng.

Hãy gửi yêu cầu báo giá kèm quy mô nhóm, khu vực mong muốn và ngày dự kiến chuyển vào; chúng tôi sẽ đề xuất phương án phù hợp và sắp xếp lịch tham quan.`,
    },
  },
  {
    key: 'private-room',
    slug: 'private-room',
    motif: 'office-desk',
    title: { en: 'Private offices', ja: '個室オフィス', vi: 'Văn phòng riêng' },
    summary: {
      en: 'Lockable, fully furnished offices for teams of 2 to 20, with your company name on the door.',
      ja: '2〜20名のチーム向け、施錠可能な家具付き個室。ドアには社名を掲示できます。',
      vi: 'Văn phòng riêng có khóa, đầy đủ nội thất cho nhóm từ 2 đến 20 người, gắn tên công ty trên cửa.',
    },
    content: {
      en: `A private office gives your team its own closed space inside a professionally run centre. It is the most popular choice for companies opening a representative office or a project team in Vietnam.

## The room

Offices are available for 2 to 20 people, and adjoining rooms can be combined for larger teams. Each comes with desks, ergonomic chairs, lockable cabinets, a whiteboard and individual air-conditioning control. Many rooms have windows with city views. Your company name can be displayed on the door and in the reception directory.

## Terms and price

The minimum term is three months, and most clients sign for six or twelve. Rent is quoted per m² per month and includes internet, electricity for office use, cleaning, reception and pantry services. A deposit of two months’ rent is usually required. Optional extras include dedicated telephone lines, additional storage, car and motorbike parking, and 24-hour access.

Ask us for a floor plan and a quotation for the centre you prefer.`,
      ja: `個室オフィスは、プロが運営するセンター内に、チーム専用の独立したスペースをご用意するプランです。ベトナムで駐在員事務所やプロジェクトチームを立ち上げる企業様に最も選ばれています。

## お部屋について

2〜20名用の個室があり、隣接する部屋をつなげて大人数のチームにも対応できます。デスク、エルゴノミクスチェア、施錠可能なキャビネット、ホワイトボード、個別空調を完備し、街並みを望む窓付きのお部屋も多数ございます。ドアや受付の案内板に社名を掲示することも可能です。

## 契約期間と料金

最短契約期間は3か月で、多くのお客様は6か月または12か月でご契約されています。料金は1㎡あたりの月額で、インターネット、オフィス使用分の電気代、清掃、受付、パントリーの各サービスを含みます。通常、賃料2か月分の保証金が必要です。専用電話回線、追加の収納スペース、車・バイクの駐車場、24時間入館などのオプションもご用意しています。

ご希望のセンターの図面とお見積もりは、お気軽にご依頼ください。`,
      vi: `Văn phòng riêng mang đến cho đội ngũ của bạn một không gian khép kín trong trung tâm được vận hành chuyên nghiệp. Đây là lựa chọn phổ biến nhất cho các công ty mở văn phòng đại diện hoặc nhóm dự án tại Việt Nam.

## Không gian

Văn phòng dành cho 2 đến 20 người, các phòng liền kề có thể ghép lại cho nhóm lớn hơn. Mỗi phòng có bàn, ghế công thái học, tủ có khóa, bảng trắng và điều hòa điều khiển riêng. Nhiều phòng có cửa sổ nhìn ra thành phố. Tên công ty có thể gắn trên cửa và trên bảng chỉ dẫn tại quầy lễ tân.

## Thời hạn và giá

Thời hạn tối thiểu là ba tháng, phần lớn khách hàng ký sáu hoặc mười hai tháng. Giá thuê tính theo m² mỗi tháng, đã bao gồm internet, điện cho văn phòng, vệ sinh, lễ tân và pantry. Thường cần đặt cọc hai tháng tiền thuê. Các dịch vụ tùy chọn gồm đường dây điện thoại riêng, kho lưu trữ thêm, chỗ đỗ ô tô và xe máy, và ra vào 24 giờ.

Hãy liên hệ để nhận mặt bằng và báo giá cho trung tâm bạn quan tâm.`,
    },
  },
  {
    key: 'work-space',
    slug: 'work-space',
    motif: 'office-desk',
    title: { en: 'Coworking space', ja: 'コワーキングスペース', vi: 'Không gian cowork' },
    summary: {
      en: 'Flexible and dedicated desks in a shared, professional workspace, by the month.',
      ja: 'プロフェッショナルな共有ワークスペースで、フレキシブルデスクや固定デスクを1か月単位でご利用いただけます。',
      vi: 'Chỗ ngồi linh hoạt và cố định trong không gian làm việc chung chuyên nghiệp, thuê theo tháng.',
    },
    content: {
      en: `Our coworking lounges suit freelancers, remote workers and small teams who want a professional place to work without the commitment of a private office.

## Two types of desk

- **Flexible desk**: sit anywhere in the open lounge on a first-come basis. Ideal if you work from the office a few days a week.
- **Dedicated desk**: your own desk in a quieter zone, with a lockable drawer, so you can leave your monitor and documents overnight.

Both include high-speed Wi-Fi, printing allowance, free coffee and tea, phone booths for private calls and a business address for mail.

## Community and access

Members have access during business hours, with 24-hour access available for dedicated desks. Meeting rooms can be booked at member rates, and members can use the lounges of our other centres when travelling between Hanoi, Ho Chi Minh City and Hai Phong.

Memberships run by the month with no long-term commitment. Drop in for a free trial day before deciding.`,
      ja: `コワーキングラウンジは、個室オフィスほどの契約は必要ないものの、プロフェッショナルな仕事場を求めるフリーランス、リモートワーカー、少人数のチームに最適です。

## 2種類のデスク

- **フレキシブルデスク**：オープンラウンジ内の空いている席を自由にご利用いただけます。週に数日オフィスで働く方に最適です。
- **固定デスク**：静かなゾーンに専用のデスクをご用意し、施錠可能な引き出し付きなので、モニターや書類を置いて帰れます。

どちらも高速Wi-Fi、一定枚数の印刷、無料のコーヒー・お茶、個別通話用のフォンブース、郵便物受け取り用のビジネス住所が含まれます。

## コミュニティと利用時間

メンバーは営業時間内にご利用いただけ、固定デスクは24時間利用も可能です。会議室はメンバー料金で予約でき、ハノイ・ホーチミン・ハイフォン間を移動される際は、他のセンターのラウンジもご利用いただけます。

メンバーシップは1か月単位で、長期の契約は不要です。ご契約前に無料のお試し利用もできます。`,
      vi: `Không gian cowork của chúng tôi phù hợp với người làm tự do, người làm việc từ xa và nhóm nhỏ muốn có nơi làm việc chuyên nghiệp mà không cần cam kết như văn phòng riêng.

## Hai loại chỗ ngồi

- **Chỗ ngồi linh hoạt**: ngồi bất kỳ đâu trong khu làm việc chung, ai đến trước chọn trước. Phù hợp nếu bạn đến văn phòng vài ngày mỗi tuần.
- **Chỗ ngồi cố định**: bàn riêng trong khu vực yên tĩnh hơn, có ngăn kéo khóa, để bạn có thể để lại màn hình và tài liệu qua đêm.

Cả hai đều có Wi-Fi tốc độ cao, hạn mức in ấn, cà phê và trà miễn phí, buồng điện thoại cho cuộc gọi riêng và địa chỉ kinh doanh để nhận thư.

## Cộng đồng và giờ sử dụng

Thành viên sử dụng trong giờ hành chính; chỗ ngồi cố định có thể ra vào 24 giờ. Phòng họp được đặt với giá thành viên, và khi di chuyển giữa Hà Nội, TP. Hồ Chí Minh và Hải Phòng, thành viên có thể dùng khu cowork ở các trung tâm khác của chúng tôi.

Gói thành viên tính theo tháng, không cần cam kết dài hạn. Hãy đến dùng thử miễn phí một ngày trước khi quyết định.`,
    },
  },
  {
    key: 'virtual-offices',
    slug: 'virtual-offices',
    motif: 'lobby',
    title: { en: 'Virtual offices', ja: 'バーチャルオフィス', vi: 'Văn phòng ảo' },
    summary: {
      en: 'A prestigious business address with mail handling and call answering, without renting a desk.',
      ja: 'デスクを借りずに、一等地のビジネス住所、郵便物の取り扱い、電話応対をご利用いただけます。',
      vi: 'Địa chỉ kinh doanh uy tín kèm nhận thư và trực điện thoại, không cần thuê chỗ ngồi.',
    },
    content: {
      en: `A virtual office gives your business a presence in a central building in Hanoi, Ho Chi Minh City or Hai Phong while your team works elsewhere.

## Services

- **Business address** for your website, business cards and correspondence;
- **Mail handling**: we receive letters and parcels, notify you by e-mail and forward or scan them on request;
- **Call answering** (optional): a local phone number answered in your company name in English, Japanese or Vietnamese, with messages forwarded to you;
- **Meeting rooms and day offices** at member rates when you need to meet clients in person.

## Good to know

If you intend to use the address for enterprise registration, please tell us in advance: the possibility depends on the type of business and the current requirements of the local registration authority, and we will advise you on each case.

Virtual office plans run from six months and are billed monthly.`,
      ja: `バーチャルオフィスなら、チームは別の場所で働きながら、ハノイ、ホーチミン、ハイフォンの中心部のビルに会社の拠点を構えられます。

## サービス内容

- **ビジネス住所**：ウェブサイト、名刺、郵便物の宛先としてご利用いただけます。
- **郵便物の取り扱い**：手紙や荷物を受け取ってメールでお知らせし、ご依頼に応じて転送またはスキャンします。
- **電話応対**（オプション）：現地の電話番号を用意し、英語・日本語・ベトナム語で御社名にて応対、伝言をお届けします。
- **会議室・デイオフィス**：お客様と対面でお会いする際に、メンバー料金でご利用いただけます。

## ご注意

この住所を企業登録に使用されたい場合は、事前にお知らせください。可否は事業の種類や所管の登録機関の現行要件によって異なるため、ケースごとにご案内いたします。

バーチャルオフィスのプランは6か月からで、毎月のご請求となります。`,
      vi: `Văn phòng ảo giúp doanh nghiệp của bạn hiện diện tại một tòa nhà trung tâm ở Hà Nội, TP. Hồ Chí Minh hoặc Hải Phòng trong khi đội ngũ làm việc ở nơi khác.

## Dịch vụ

- **Địa chỉ kinh doanh** dùng cho website, danh thiếp và thư từ;
- **Nhận thư**: chúng tôi nhận thư và bưu phẩm, báo cho bạn qua email và chuyển tiếp hoặc scan theo yêu cầu;
- **Trực điện thoại** (tùy chọn): số điện thoại trong nước được trả lời bằng tên công ty bạn bằng tiếng Anh, tiếng Nhật hoặc tiếng Việt, lời nhắn được chuyển đến bạn;
- **Phòng họp và văn phòng theo ngày** với giá thành viên khi bạn cần gặp khách hàng trực tiếp.

## Lưu ý

Nếu bạn dự định dùng địa chỉ để đăng ký doanh nghiệp, vui lòng báo trước cho chúng tôi: khả năng này phụ thuộc vào loại hình kinh doanh và yêu cầu hiện hành của cơ quan đăng ký kinh doanh địa phương, chúng tôi sẽ tư vấn cho từng trường hợp.

Gói văn phòng ảo từ sáu tháng và thanh toán hằng tháng.`,
    },
  },
  {
    key: 'meeting-room',
    slug: 'meeting-room',
    motif: 'meeting-room',
    title: { en: 'Meeting rooms', ja: '会議室', vi: 'Phòng họp' },
    summary: {
      en: 'Equipped meeting rooms for 4 to 20 people, bookable by the hour, for members and non-members.',
      ja: '4〜20名用の設備の整った会議室。メンバー以外の方も1時間単位で予約できます。',
      vi: 'Phòng họp đầy đủ thiết bị cho 4 đến 20 người, đặt theo giờ, cho cả thành viên và khách ngoài.',
    },
    content: {
      en: `Need a professional place for an interview, a client presentation or a training session? Our meeting rooms can be booked by the hour or the day, whether or not you rent an office with us.

## Rooms and equipment

Rooms seat from 4 to 20 people. Each has a large screen or projector, a video-conferencing camera and speakerphone, a whiteboard and fast Wi-Fi. Reception welcomes your guests, and coffee, tea and water are served. Lunch, snacks and interpreting can be arranged on request.

## Booking

Send us the date, time, number of participants and centre you prefer through the quotation form or by e-mail to office@stayvn.example. Members pay reduced rates and can book at short notice; non-members receive a confirmation and an invoice by e-mail. Cancellations free of charge are possible until 24 hours before the start time.`,
      ja: `面接、お客様へのプレゼンテーション、研修などに、プロフェッショナルな場所が必要なときは、当社の会議室をご利用ください。オフィスをご契約でない方も、1時間または1日単位で予約できます。

## お部屋と設備

4〜20名まで対応する会議室があり、大型スクリーンまたはプロジェクター、ビデオ会議用カメラとスピーカーフォン、ホワイトボード、高速Wi-Fiを備えています。受付がお客様をお迎えし、コーヒー、お茶、お水をお出しします。ランチや軽食、通訳の手配もご依頼に応じて承ります。

## ご予約方法

日時、参加人数、ご希望のセンターを、お見積もりフォームまたはメール（office@stayvn.example）でお知らせください。メンバーは割引料金で、直前のご予約にも対応します。メンバー以外の方には、予約確認と請求書をメールでお送りします。開始時刻の24時間前までは無料でキャンセルいただけます。`,
      vi: `Bạn cần một nơi chuyên nghiệp để phỏng vấn, thuyết trình với khách hàng hay tổ chức buổi đào tạo? Phòng họp của chúng tôi có thể đặt theo giờ hoặc theo ngày, dù bạn có thuê văn phòng của chúng tôi hay không.

## Phòng và thiết bị

Phòng họp có sức chứa từ 4 đến 20 người, mỗi phòng có màn hình lớn hoặc máy chiếu, camera và loa hội nghị trực tuyến, bảng trắng và Wi-Fi tốc độ cao. Lễ tân đón khách của bạn, phục vụ cà phê, trà và nước. Bữa trưa, đồ ăn nhẹ và phiên dịch có thể sắp xếp theo yêu cầu.

## Đặt phòng

Gửi cho chúng tôi ngày, giờ, số người tham dự và trung tâm bạn muốn qua biểu mẫu báo giá hoặc email office@stayvn.example. Thành viên được hưởng giá ưu đãi và có thể đặt gấp; khách ngoài nhận xác nhận và hóa đơn qua email. Có thể hủy miễn phí đến 24 giờ trước giờ bắt đầu.`,
    },
  },
  {
    key: 'location',
    slug: 'location',
    motif: 'building',
    title: { en: 'Our locations', ja: 'ロケーション', vi: 'Địa điểm' },
    summary: {
      en: 'Serviced office centres in the business districts of Hanoi, Ho Chi Minh City and Hai Phong.',
      ja: 'ハノイ、ホーチミン、ハイフォンのビジネス街にあるサービスオフィスセンター。',
      vi: 'Các trung tâm văn phòng dịch vụ tại khu kinh doanh của Hà Nội, TP. Hồ Chí Minh và Hải Phòng.',
    },
    content: {
      en: `Our centres are in central, easy-to-reach buildings with good public transport and parking. The list below shows our main centres; partner centres are shown on the office search map.

## Hanoi

- **Liễu Giai**, Ba Đình: in the Kim Mã and Liễu Giai business area, close to many embassies and Japanese companies.
- **Trần Hưng Đạo**, Hoàn Kiếm: a short walk from Hoàn Kiếm Lake and the banking district.

## Ho Chi Minh City

- **Nguyễn Huệ**, District 1: on the city’s main boulevard, a few minutes from Ba Son and Bến Thành metro stations.
- **Thảo Điền**: a smaller centre for teams living on the east side of the river, near Thảo Điền metro station.

## Hai Phong

- **Lê Hồng Phong**, Ngô Quyền: on the main road to Cát Bi International Airport, convenient for companies working with the industrial zones.

Every centre offers private offices, coworking desks and meeting rooms; virtual office services are available at all addresses. Book a visit to see the space in person.`,
      ja: `各センターは、公共交通機関や駐車場が充実した、中心部のアクセスの良いビルにあります。主なセンターは以下のとおりです。提携センターはオフィス検索の地図でご確認いただけます。

## ハノイ

- **リエウザイ**（バーディン）：キムマー・リエウザイのビジネスエリアにあり、多くの大使館や日系企業に近い立地です。
- **チャンフンダオ**（ホアンキエム）：ホアンキエム湖と金融街まで徒歩圏内です。

## ホーチミン

- **グエンフエ**（1区）：市のメインストリート沿い。メトロのバーソン駅、ベンタイン駅から数分です。
- **タオディエン**：川の東側にお住まいのチーム向けの小規模センター。メトロのタオディエン駅の近くです。

## ハイフォン

- **レーホンフォン**（ゴークエン）：カットビ国際空港へ向かう幹線道路沿いにあり、工業団地と取引のある企業に便利です。

どのセンターでも個室オフィス、コワーキングデスク、会議室をご利用いただけ、バーチャルオフィスサービスは全拠点の住所で提供しています。ぜひ見学にお越しください。`,
      vi: `Các trung tâm của chúng tôi nằm trong những tòa nhà trung tâm, dễ tiếp cận, thuận tiện giao thông công cộng và chỗ đỗ xe. Danh sách dưới đây là các trung tâm chính; trung tâm đối tác được hiển thị trên bản đồ tìm văn phòng.

## Hà Nội

- **Liễu Giai**, Ba Đình: trong khu kinh doanh Kim Mã – Liễu Giai, gần nhiều đại sứ quán và công ty Nhật Bản.
- **Trần Hưng Đạo**, Hoàn Kiếm: vài phút đi bộ đến hồ Hoàn Kiếm và khu ngân hàng.

## TP. Hồ Chí Minh

- **Nguyễn Huệ**, Quận 1: trên đại lộ chính của thành phố, cách ga metro Ba Son và Bến Thành vài phút.
- **Thảo Điền**: trung tâm nhỏ hơn cho các nhóm sống ở phía đông sông, gần ga metro Thảo Điền.

## Hải Phòng

- **Lê Hồng Phong**, Ngô Quyền: trên trục đường chính đến sân bay quốc tế Cát Bi, thuận tiện cho doanh nghiệp làm việc với các khu công nghiệp.

Mọi trung tâm đều có văn phòng riêng, chỗ ngồi cowork và phòng họp; dịch vụ văn phòng ảo có ở tất cả các địa chỉ. Hãy đặt lịch tham quan để xem trực tiếp.`,
    },
  },
  {
    key: 'gallery',
    slug: 'gallery',
    motif: 'meeting-room',
    title: { en: 'Gallery', ja: 'ギャラリー', vi: 'Thư viện ảnh' },
    summary: {
      en: 'A look inside our serviced office centres: private offices, coworking lounges, meeting rooms and receptions.',
      ja: '個室オフィス、コワーキングラウンジ、会議室、受付など、サービスオフィスセンターの内部をご覧ください。',
      vi: 'Ghé thăm bên trong các trung tâm văn phòng dịch vụ: văn phòng riêng, khu cowork, phòng họp và sảnh lễ tân.',
    },
    content: {
      en: `Photos say more than floor plans. Browse our centres in Hanoi, Ho Chi Minh City and Hai Phong, from bright private offices and open coworking lounges to meeting rooms and reception areas.

All photos were taken in our own centres and show the furniture and equipment you will find when you move in. To see a space in person, book a visit through the quotation form; tours take about 20 minutes.`,
      ja: `写真は図面以上に多くを語ります。明るい個室オフィスや開放的なコワーキングラウンジから、会議室や受付エリアまで、ハノイ・ホーチミン・ハイフォンの各センターをご覧ください。

掲載写真はすべて当社センターで撮影したもので、ご入居時に実際にお使いいただく家具や設備です。実際のスペースをご覧になりたい方は、お見積もりフォームから見学をご予約ください。所要時間は約20分です。`,
      vi: `Hình ảnh nói nhiều hơn bản vẽ mặt bằng. Hãy xem các trung tâm của chúng tôi tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng, từ những văn phòng riêng sáng sủa, khu cowork mở đến phòng họp và sảnh lễ tân.

Tất cả ảnh đều được chụp tại chính các trung tâm của chúng tôi và thể hiện đúng nội thất, thiết bị bạn sẽ sử dụng khi chuyển vào. Để xem trực tiếp, hãy đặt lịch tham quan qua biểu mẫu báo giá; mỗi buổi tham quan mất khoảng 20 phút.`,
    },
  },
];
