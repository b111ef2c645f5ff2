import type { PageSeed } from './types.js';

/** The about-us section: /{language}/about-us/{slug}. */
export const aboutPages: PageSeed[] = [
  {
    key: 'company-profile',
    slug: 'company-profile',
    motif: 'building',
    title: { en: 'Company profile', ja: '会社概要', vi: 'Hồ sơ công ty' },
    summary: {
      en: 'StayVN is a Vietnamese company that helps people and businesses find serviced apartments and serviced offices in Hanoi, Ho Chi Minh City and Hai Phong.',
      ja: 'StayVNは、ハノイ・ホーチミン・ハイフォンでサービスアパートメントとサービスオフィスを探す個人・法人のお客様をサポートするベトナムの企業です。',
      vi: 'StayVN là doanh nghiệp Việt Nam giúp cá nhân và doanh nghiệp tìm căn hộ dịch vụ và văn phòng dịch vụ tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng.',
    },
    content: {
      en: `StayVN was founded in Hanoi in 2016 by a small team of leasing agents who had spent years helping foreign professionals settle in Vietnam. Today we work with more than 1,200 serviced apartments and over 30 serviced office locations across three cities.

## At a glance

| Item | Details |
|---|---|
| Company name | StayVN Co., Ltd. |
| Founded | 2016, Hanoi |
| Head office | Floor 9, 54 Liễu Giai Street, Ba Đình, Hanoi |
| Branches | Ho Chi Minh City (since 2018), Hai Phong (since 2022) |
| Staff | about 120 |
| Languages | English, Japanese, Vietnamese |
| Business | Leasing and management of serviced apartments and serviced offices; relocation support; housing materials |

## What we do

We list apartments and offices that our staff have visited and checked, help tenants choose and move in, and look after them for the whole length of their stay. For owners, we find reliable tenants, manage contracts and take care of maintenance.

Our clients include individual professionals and families, Japanese and international companies sending staff to Vietnam, and Vietnamese businesses that need flexible office space.`,
      ja: `StayVNは2016年、外国人ビジネスパーソンのベトナムでの生活立ち上げを長年支えてきた賃貸仲介スタッフの小さなチームによって、ハノイで創業しました。現在は3都市で1,200室以上のサービスアパートメントと30か所以上のサービスオフィスを取り扱っています。

## 会社概要

| 項目 | 内容 |
|---|---|
| 会社名 | StayVN Co., Ltd. |
| 設立 | 2016年（ハノイ） |
| 本社 | ハノイ市バーディン、リエウザイ通り54番地 9階 |
| 支店 | ホーチミン（2018年開設）、ハイフォン（2022年開設） |
| 従業員数 | 約120名 |
| 対応言語 | 英語、日本語、ベトナム語 |
| 事業内容 | サービスアパートメント・サービスオフィスの賃貸仲介および管理、赴任サポート、住宅建材 |

## 事業内容

スタッフが実際に訪問・確認したアパートメントやオフィスを掲載し、お客様のお部屋選びからご入居、ご滞在中のサポートまで一貫してお手伝いします。オーナー様に対しては、信頼できる入居者の募集、契約管理、メンテナンスを担います。

お客様は、個人のビジネスパーソンやご家族、社員をベトナムへ派遣される日系・外資系企業、柔軟なオフィスを必要とするベトナム企業など多岐にわたります。`,
      vi: `StayVN được thành lập tại Hà Nội năm 2016 bởi một nhóm nhỏ chuyên viên cho thuê đã nhiều năm giúp người nước ngoài ổn định cuộc sống tại Việt Nam. Hiện nay, chúng tôi hợp tác với hơn 1.200 căn hộ dịch vụ và hơn 30 địa điểm văn phòng dịch vụ tại ba thành phố.

## Thông tin chung

| Hạng mục | Thông tin |
|---|---|
| Tên công ty | Công ty TNHH StayVN |
| Thành lập | Năm 2016, tại Hà Nội |
| Trụ sở chính | Tầng 9, số 54 phố Liễu Giai, Ba Đình, Hà Nội |
| Chi nhánh | TP. Hồ Chí Minh (từ 2018), Hải Phòng (từ 2022) |
| Nhân sự | khoảng 120 người |
| Ngôn ngữ | Tiếng Anh, tiếng Nhật, tiếng Việt |
| Lĩnh vực | Cho thuê và quản lý căn hộ dịch vụ, văn phòng dịch vụ; hỗ trợ chuyển đến; vật liệu nhà ở |

## Chúng tôi làm gì

Chúng tôi đăng tải những căn hộ và văn phòng đã được nhân viên đến kiểm tra, giúp khách thuê lựa chọn, chuyển vào và hỗ trợ họ trong suốt thời gian lưu trú. Với chủ nhà, chúng tôi tìm khách thuê đáng tin cậy, quản lý hợp đồng và lo việc bảo trì.

Khách hàng của chúng tôi gồm các chuyên gia và gia đình, doanh nghiệp Nhật Bản và quốc tế cử nhân viên sang Việt Nam, cùng các doanh nghiệp Việt cần không gian văn phòng linh hoạt.`,
    },
  },
  {
    key: 'company-philosophy',
    slug: 'company-philosophy',
    motif: 'park',
    title: { en: 'Company philosophy', ja: '企業理念', vi: 'Triết lý kinh doanh' },
    summary: {
      en: 'A new city should feel like home from the first day. Everything we do starts from that idea.',
      ja: '新しい街でも、初日から「わが家」と感じられるように。私たちのすべての仕事は、この思いから始まります。',
      vi: 'Một thành phố mới nên mang lại cảm giác như ở nhà ngay từ ngày đầu tiên. Mọi việc chúng tôi làm đều bắt đầu từ ý tưởng đó.',
    },
    content: {
      en: `Moving to another country is exciting, but also tiring: a new language, new rules and a hundred small decisions. Our purpose is to take the worry out of the most important of them, where you live and work, so you can focus on everything else.

## Our values

**Honesty.** We describe apartments as they are, show prices with everything they include and tell you when something is not a good fit.

**Care.** We treat every apartment as if we lived in it ourselves and every request as if it were our own. A broken water heater matters when it is your shower.

**Reliability.** We answer when we say we will, and we keep the promises made in a lease long after it is signed.

**Respect.** For our tenants, for the owners who trust us with their property and for the neighbourhoods we work in.

## Working with owners

Good homes come from good owners. We build long-term relationships with the owners and operators we work with, share tenants’ feedback openly and invest together in keeping properties in good condition.`,
      ja: `海外への引っ越しは心躍るものですが、言葉も制度も違い、小さな決めごとが山ほどあって疲れるものでもあります。私たちの使命は、その中でも最も大切な「どこに住み、どこで働くか」の不安を取り除き、お客様がそれ以外のことに集中できるようにすることです。

## 私たちの価値観

**誠実さ。** お部屋はありのままにご紹介し、料金は含まれるものをすべて明示します。お客様に合わないと思えば、正直にお伝えします。

**思いやり。** どのお部屋も自分が住むつもりで、どのご依頼も自分のことのように扱います。温水器の故障は、毎日シャワーを使う方にとって大問題です。

**信頼性。** お約束した時間にご連絡し、契約で交わした約束は、署名のずっと後まで守り続けます。

**敬意。** 入居者の皆様、大切な物件を託してくださるオーナー様、そして私たちが働く地域の方々への敬意を忘れません。

## オーナー様とともに

良い住まいは、良いオーナー様から生まれます。私たちはオーナー様・運営会社様と長期的な関係を築き、入居者の声を率直に共有し、物件を良い状態に保つための投資をともに行っています。`,
      vi: `Chuyển đến một đất nước khác là điều thú vị nhưng cũng mệt mỏi: ngôn ngữ mới, quy định mới và hàng trăm quyết định nhỏ. Mục đích của chúng tôi là giúp bạn yên tâm với điều quan trọng nhất trong số đó, nơi bạn sống và làm việc, để bạn tập trung vào mọi điều khác.

## Giá trị của chúng tôi

**Trung thực.** Chúng tôi mô tả căn hộ đúng như thực tế, công bố giá kèm mọi thứ đã bao gồm và nói thẳng khi một căn hộ không phù hợp với bạn.

**Tận tâm.** Chúng tôi chăm sóc mỗi căn hộ như nơi mình đang ở và xem mỗi yêu cầu như việc của chính mình. Bình nóng lạnh hỏng là chuyện lớn khi đó là vòi sen của bạn.

**Tin cậy.** Chúng tôi phản hồi đúng hẹn và giữ những cam kết trong hợp đồng rất lâu sau khi đã ký.

**Tôn trọng.** Với khách thuê, với những chủ nhà đã tin tưởng giao tài sản cho chúng tôi, và với những khu phố nơi chúng tôi làm việc.

## Đồng hành cùng chủ nhà

Ngôi nhà tốt bắt đầu từ những chủ nhà tốt. Chúng tôi xây dựng quan hệ lâu dài với các chủ nhà và đơn vị vận hành, chia sẻ cởi mở phản hồi của khách thuê và cùng đầu tư để giữ bất động sản luôn trong tình trạng tốt.`,
    },
  },
  {
    key: 'what-is-stayvn',
    slug: 'what-is-stayvn',
    motif: 'living-room',
    title: { en: 'What is StayVN?', ja: 'StayVNとは', vi: 'StayVN là gì?' },
    summary: {
      en: 'StayVN is a website in English, Japanese and Vietnamese for finding and booking serviced apartments and serviced offices in Vietnam.',
      ja: 'StayVNは、ベトナムのサービスアパートメントとサービスオフィスを英語・日本語・ベトナム語で検索・予約できるウェブサイトです。',
      vi: 'StayVN là website bằng tiếng Anh, tiếng Nhật và tiếng Việt để tìm và đặt căn hộ dịch vụ, văn phòng dịch vụ tại Việt Nam.',
    },
    content: {
      en: `StayVN brings together serviced apartments and serviced offices in **Hanoi, Ho Chi Minh City and Hai Phong** in one place, in English, Japanese and Vietnamese. Every listing has been visited by our staff, and every price shows what is included.

## Two ways to stay

- **Long-term stays**, usually from six months, are arranged by enquiry. Press *Contact us* on an apartment, tell us your dates and needs, and our leasing team replies with availability, arranges viewings and prepares the lease.
- **Short-term stays** are booked online by the night. Choose your dates, press *Book now*, sign in and pay in full by international card, VNPay QR or bank transfer. Your booking is confirmed at once.

Prices are shown in USD or VND: per month for long stays, per day for short stays and per m² per month for offices.

## What you can do on StayVN

- Search by city, district, number of bedrooms, size, view, facilities and price, or on a map.
- Explore featured projects: the buildings behind the apartments, with their pools, gyms and neighbourhood.
- Find current offers with reduced rents or extra services.
- Save favourites and compare them, and send one enquiry for several apartments.
- Read verified reviews from previous guests, and write your own after your stay.
- Manage your bookings, invoices and profile in your account.
- Find serviced offices: private rooms, flexible desks, meeting rooms and virtual offices.

## For owners

If you own an apartment or office, you can submit it through the *For owners* page. Our team will visit, photograph and list it, and look after tenants for you.`,
      ja: `StayVNは、**ハノイ、ホーチミン、ハイフォン**のサービスアパートメントとサービスオフィスを、英語・日本語・ベトナム語でまとめて探せるサイトです。掲載物件はすべてスタッフが現地を確認しており、料金には何が含まれるかを明示しています。

## 2つの滞在スタイル

- **長期滞在**（通常6か月以上）はお問い合わせにて手配します。物件ページの「お問い合わせ」から希望時期とご要望をお送りいただくと、担当者が空室状況をご案内し、内見の手配から契約書の準備まで行います。
- **短期滞在**は1泊単位でオンライン予約できます。日程を選んで「今すぐ予約」を押し、ログインのうえ、国際カード、VNPay QR、または銀行振込で全額をお支払いいただくと、その場で予約が確定します。

料金は米ドルまたはベトナムドンで表示され、長期は月額、短期は1日あたり、オフィスは1㎡あたりの月額です。

## StayVNでできること

- 都市、エリア、寝室数、広さ、眺望、設備、料金で検索。地図からも探せます。
- 注目プロジェクトで、プールやジム、周辺環境など建物全体の魅力をチェック。
- 賃料割引や特典付きの最新オファーを確認。
- お気に入りを保存して比較し、複数の物件にまとめてお問い合わせ。
- 過去の宿泊者による確認済みのレビューを読み、ご滞在後はご自身でも投稿。
- アカウント画面で予約、請求書、プロフィールを管理。
- 個室、フレキシブルデスク、会議室、バーチャルオフィスなどのサービスオフィスを検索。

## オーナー様へ

アパートメントやオフィスをお持ちの方は、「オーナー様向け」ページから物件をご登録いただけます。スタッフが訪問・撮影して掲載し、入居者対応もお引き受けします。`,
      vi: `StayVN tập hợp căn hộ dịch vụ và văn phòng dịch vụ tại **Hà Nội, TP. Hồ Chí Minh và Hải Phòng** ở cùng một nơi, bằng tiếng Anh, tiếng Nhật và tiếng Việt. Mọi tin đăng đều đã được nhân viên của chúng tôi đến kiểm tra, và mọi mức giá đều ghi rõ những gì đã bao gồm.

## Hai hình thức lưu trú

- **Lưu trú dài hạn**, thường từ sáu tháng, được sắp xếp qua yêu cầu tư vấn. Bấm *Liên hệ* trên trang căn hộ, cho chúng tôi biết thời gian và nhu cầu của bạn, đội ngũ cho thuê sẽ phản hồi về phòng trống, sắp xếp xem nhà và chuẩn bị hợp đồng.
- **Lưu trú ngắn ngày** được đặt trực tuyến theo đêm. Chọn ngày, bấm *Đặt ngay*, đăng nhập và thanh toán toàn bộ bằng thẻ quốc tế, VNPay QR hoặc chuyển khoản ngân hàng. Đặt phòng được xác nhận ngay.

Giá hiển thị bằng USD hoặc VND: theo tháng với thuê dài hạn, theo ngày với thuê ngắn ngày và theo m² mỗi tháng với văn phòng.

## Bạn có thể làm gì trên StayVN

- Tìm kiếm theo thành phố, quận, số phòng ngủ, diện tích, hướng nhìn, tiện nghi và giá, hoặc tìm trên bản đồ.
- Khám phá dự án nổi bật: những tòa nhà phía sau các căn hộ, với hồ bơi, phòng gym và khu vực xung quanh.
- Xem các ưu đãi hiện có với giá thuê giảm hoặc dịch vụ tặng thêm.
- Lưu căn hộ yêu thích để so sánh và gửi một yêu cầu cho nhiều căn cùng lúc.
- Đọc đánh giá đã xác minh của khách trước và viết đánh giá của bạn sau kỳ lưu trú.
- Quản lý đặt phòng, hóa đơn và hồ sơ trong tài khoản.
- Tìm văn phòng dịch vụ: phòng riêng, chỗ ngồi linh hoạt, phòng họp và văn phòng ảo.

## Dành cho chủ nhà

Nếu bạn sở hữu căn hộ hoặc văn phòng, hãy đăng ký qua trang *Dành cho chủ nhà*. Đội ngũ của chúng tôi sẽ đến khảo sát, chụp ảnh, đăng tin và chăm sóc khách thuê thay bạn.`,
    },
  },
  {
    key: 'meet-our-team',
    slug: 'meet-our-team',
    motif: 'office-desk',
    title: { en: 'Meet our team', ja: 'チーム紹介', vi: 'Đội ngũ của chúng tôi' },
    summary: {
      en: 'About 120 people in Hanoi, Ho Chi Minh City and Hai Phong, speaking English, Japanese and Vietnamese.',
      ja: 'ハノイ・ホーチミン・ハイフォンで、英語・日本語・ベトナム語を話す約120名のスタッフが活躍しています。',
      vi: 'Khoảng 120 người tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng, nói tiếng Anh, tiếng Nhật và tiếng Việt.',
    },
    content: {
      en: `Behind every listing and every repair is a person you can call by name. Our team combines leasing consultants, property managers, technicians and customer support staff, many of whom have lived abroad themselves and know what it is like to arrive in a new country.

## Leadership

- **Nguyễn Minh Anh**, Founder and CEO. Spent ten years in relocation services before founding StayVN in Hanoi in 2016.
- **Sato Yuki**, Chief Operating Officer. Leads our service for Japanese companies and oversees operations in all three cities.
- **Trần Quốc Bảo**, Director, Ho Chi Minh City. Opened our southern office in 2018 and knows District 1 and Thảo Điền building by building.
- **Lê Thu Hà**, Head of Property Management. Responsible for maintenance, housekeeping standards and owners’ reporting.
- **Phạm Văn Đức**, Branch Manager, Hai Phong. Works closely with companies in the city’s industrial zones.
- **Emily Carter**, Head of Customer Experience. Makes sure every enquiry, complaint and review is followed up.

## Our people

Our leasing consultants accompany you to viewings, translate contracts and help with temporary residence registration. Property managers and technicians handle requests around the clock. Every new team member spends their first weeks in the field, visiting buildings and meeting tenants, before they answer a single enquiry.`,
      ja: `掲載物件の一つひとつ、修繕の一件一件の裏には、名前で呼べるスタッフがいます。賃貸コンサルタント、物件管理担当、技術スタッフ、カスタマーサポートで構成されるチームには、自らも海外生活を経験し、新しい国に着いたばかりの心細さを知るメンバーが多くいます。

## 経営陣

- **Nguyễn Minh Anh**（創業者・CEO）：赴任サポート業界で10年の経験を積み、2016年にハノイでStayVNを創業。
- **佐藤 由紀**（COO）：日系企業向けサービスを統括し、3都市すべての運営を管掌。
- **Trần Quốc Bảo**（ホーチミン支社長）：2018年に南部オフィスを開設。1区やタオディエンの建物を一棟ずつ熟知しています。
- **Lê Thu Hà**（物件管理部長）：メンテナンス、清掃品質、オーナー様へのレポートを担当。
- **Phạm Văn Đức**（ハイフォン支店長）：市内の工業団地に進出する企業と密に連携しています。
- **Emily Carter**（カスタマーエクスペリエンス部長）：すべてのお問い合わせ、ご意見、レビューへの対応を見届けます。

## スタッフについて

賃貸コンサルタントは内見に同行し、契約書の内容をご説明し、一時滞在の届出もお手伝いします。物件管理担当と技術スタッフは24時間体制でご依頼に対応します。新しく加わるスタッフは、お問い合わせ対応を始める前に、まず数週間かけて現場で建物を回り、入居者の方々とお会いします。`,
      vi: `Phía sau mỗi tin đăng và mỗi lần sửa chữa là một người mà bạn có thể gọi tên. Đội ngũ của chúng tôi gồm chuyên viên tư vấn cho thuê, quản lý căn hộ, kỹ thuật viên và nhân viên hỗ trợ khách hàng; nhiều người trong số họ từng sống ở nước ngoài và hiểu cảm giác khi mới đến một đất nước xa lạ.

## Ban lãnh đạo

- **Nguyễn Minh Anh**, Nhà sáng lập kiêm Tổng giám đốc. Có mười năm làm dịch vụ hỗ trợ chuyển đến trước khi thành lập StayVN tại Hà Nội năm 2016.
- **Sato Yuki**, Giám đốc vận hành. Phụ trách dịch vụ cho doanh nghiệp Nhật Bản và điều hành hoạt động tại cả ba thành phố.
- **Trần Quốc Bảo**, Giám đốc chi nhánh TP. Hồ Chí Minh. Mở văn phòng phía Nam năm 2018 và hiểu rõ từng tòa nhà ở Quận 1 và Thảo Điền.
- **Lê Thu Hà**, Trưởng phòng Quản lý bất động sản. Phụ trách bảo trì, tiêu chuẩn dọn phòng và báo cáo cho chủ nhà.
- **Phạm Văn Đức**, Giám đốc chi nhánh Hải Phòng. Làm việc chặt chẽ với các doanh nghiệp trong khu công nghiệp của thành phố.
- **Emily Carter**, Trưởng bộ phận Trải nghiệm khách hàng. Đảm bảo mọi yêu cầu, góp ý và đánh giá đều được phản hồi.

## Con người StayVN

Chuyên viên tư vấn đi cùng bạn xem nhà, giải thích hợp đồng và hỗ trợ khai báo tạm trú. Quản lý căn hộ và kỹ thuật viên xử lý yêu cầu suốt ngày đêm. Mỗi thành viên mới đều dành những tuần đầu tiên đi thực tế, đến các tòa nhà và gặp khách thuê, trước khi trả lời yêu cầu đầu tiên.`,
    },
  },
  {
    key: 'group-companies',
    slug: 'group-companies',
    motif: 'skyline',
    title: { en: 'Group companies', ja: 'グループ会社', vi: 'Các công ty thành viên' },
    summary: {
      en: 'Four companies of the StayVN group cover leasing, property management, serviced offices and housing materials.',
      ja: 'StayVNグループの4社が、賃貸仲介、物件管理、サービスオフィス、住宅建材の各分野を担っています。',
      vi: 'Bốn công ty trong nhóm StayVN phụ trách cho thuê, quản lý bất động sản, văn phòng dịch vụ và vật liệu nhà ở.',
    },
    content: {
      en: `The StayVN group brings together the services a tenant or an owner needs, from the first search to the last day of a lease and beyond.

## Our companies

**StayVN Co., Ltd.** operates the website and the leasing business for serviced apartments in Hanoi, Ho Chi Minh City and Hai Phong. Head office: Hanoi.

**StayVN Property Management Co., Ltd.** manages apartments on behalf of owners: maintenance, housekeeping, inspections, rent collection and reporting. Its technicians run the 24/7 repair service for our tenants.

**StayVN Workspace Co., Ltd.** operates and leases serviced offices, coworking desks, meeting rooms and virtual office services in Hanoi, Ho Chi Minh City and Hai Phong.

**StayVN Home Materials Co., Ltd.** supplies flooring, kitchen systems, bathroom fittings and smart-home panels for the renovation and furnishing of rental properties, with showrooms in Hanoi and Ho Chi Minh City.

## Working together

Because the group companies share one team of property experts, owners can renovate, furnish, list and manage a property with a single contact, and tenants get consistent standards from one building to the next.`,
      ja: `StayVNグループは、入居者様とオーナー様に必要なサービスを、最初の物件探しから契約最終日、さらにその先までワンストップでご提供します。

## グループ各社

**StayVN Co., Ltd.**：ウェブサイトの運営と、ハノイ・ホーチミン・ハイフォンでのサービスアパートメントの賃貸仲介を行っています。本社：ハノイ。

**StayVN Property Management Co., Ltd.**：オーナー様に代わって物件を管理します。メンテナンス、清掃、定期点検、賃料の回収、レポートを担当し、同社の技術スタッフが入居者様向けの24時間修繕サービスを運営しています。

**StayVN Workspace Co., Ltd.**：ハノイ、ホーチミン、ハイフォンでサービスオフィス、コワーキングデスク、会議室、バーチャルオフィスを運営・賃貸しています。

**StayVN Home Materials Co., Ltd.**：賃貸物件の改装や家具設置に向けて、床材、システムキッチン、浴室設備、スマートホームパネルを提供しています。ハノイとホーチミンにショールームがあります。

## グループの連携

グループ各社が物件の専門チームを共有しているため、オーナー様は改装、家具設置、掲載、管理までを一つの窓口でご依頼いただけます。入居者様には、どの建物でも一貫した品質をお届けします。`,
      vi: `Nhóm công ty StayVN tập hợp mọi dịch vụ mà khách thuê hay chủ nhà cần, từ lần tìm kiếm đầu tiên đến ngày cuối cùng của hợp đồng và sau đó.

## Các công ty thành viên

**Công ty TNHH StayVN** vận hành website và hoạt động cho thuê căn hộ dịch vụ tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng. Trụ sở: Hà Nội.

**Công ty TNHH Quản lý Bất động sản StayVN** quản lý căn hộ thay mặt chủ nhà: bảo trì, dọn phòng, kiểm tra định kỳ, thu tiền thuê và báo cáo. Đội kỹ thuật của công ty vận hành dịch vụ sửa chữa 24/7 cho khách thuê.

**Công ty TNHH StayVN Workspace** vận hành và cho thuê văn phòng dịch vụ, chỗ ngồi cowork, phòng họp và dịch vụ văn phòng ảo tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng.

**Công ty TNHH Vật liệu Nhà ở StayVN** cung cấp sàn, hệ tủ bếp, thiết bị phòng tắm và bảng điều khiển nhà thông minh cho việc cải tạo và trang bị nội thất bất động sản cho thuê, có showroom tại Hà Nội và TP. Hồ Chí Minh.

## Phối hợp cùng nhau

Vì các công ty thành viên dùng chung một đội ngũ chuyên gia bất động sản, chủ nhà có thể cải tạo, trang bị nội thất, đăng tin và quản lý tài sản qua một đầu mối duy nhất, còn khách thuê được hưởng tiêu chuẩn đồng nhất ở mọi tòa nhà.`,
    },
  },
  {
    key: 'why-choose-us',
    slug: 'why-choose-us',
    motif: 'balcony-view',
    title: { en: 'Why choose us', ja: 'StayVNが選ばれる理由', vi: 'Vì sao chọn chúng tôi' },
    summary: {
      en: 'Verified listings, clear prices, three languages and a team that stays with you after you move in.',
      ja: '確認済みの物件、明確な料金、3か国語対応、そして入居後も寄り添うチーム。',
      vi: 'Tin đăng đã xác minh, giá rõ ràng, ba ngôn ngữ và đội ngũ đồng hành cùng bạn sau khi chuyển vào.',
    },
    content: {
      en: `There are many ways to find an apartment in Vietnam. Here is why thousands of tenants and hundreds of companies have chosen StayVN.

## Six reasons

1. **Every listing is verified.** Our staff visit each property before it goes online. Photos, sizes and facilities match what you will find.
2. **Prices you can compare.** Rents are shown in USD or VND with what is included, and there is no booking fee.
3. **Your language.** Our team works in English, Japanese and Vietnamese, and leases are available in English and Vietnamese, with a Japanese translation on request.
4. **Long or short, one place.** Book a few nights online, or sign a lease for a year or more, with the same team.
5. **Support around the clock.** A 24/7 hotline and our own technicians for anything that goes wrong in your apartment.
6. **Local knowledge.** We know the neighbourhoods, schools, hospitals and commutes of Hanoi, Ho Chi Minh City and Hai Phong, and we share that knowledge freely.

## For companies

We work with companies that relocate staff regularly: one contact for all your employees, consolidated invoicing with VAT invoices, and reports on leases and renewals.`,
      ja: `ベトナムでお部屋を探す方法はいろいろあります。数多くの入居者様と数百社の企業がStayVNを選んでくださる理由をご紹介します。

## 6つの理由

1. **すべての物件を確認済み。** 掲載前にスタッフが必ず現地を訪問します。写真・広さ・設備は実物どおりです。
2. **比較しやすい料金。** 賃料は米ドルまたはベトナムドンで、含まれるサービスとともに表示します。予約手数料はかかりません。
3. **ご希望の言語で。** 英語・日本語・ベトナム語で対応します。契約書は英語とベトナム語で作成し、ご希望に応じて日本語訳もご用意します。
4. **長期も短期も、ひとつの窓口で。** 数泊のオンライン予約も、1年以上の契約も、同じチームが担当します。
5. **24時間のサポート。** 24時間ホットラインと自社の技術スタッフが、お部屋のトラブルに対応します。
6. **地元ならではの知識。** ハノイ、ホーチミン、ハイフォンのエリア、学校、病院、通勤事情を熟知しており、惜しみなくお伝えします。

## 法人のお客様へ

社員の方を定期的に赴任させる企業様とも多くお取引があります。全社員様の窓口を一本化し、VATインボイス付きの一括請求、契約や更新状況のレポートをご提供します。`,
      vi: `Có nhiều cách để tìm căn hộ ở Việt Nam. Đây là lý do hàng nghìn khách thuê và hàng trăm doanh nghiệp đã chọn StayVN.

## Sáu lý do

1. **Mọi tin đăng đều được xác minh.** Nhân viên của chúng tôi đến tận nơi trước khi đăng. Hình ảnh, diện tích và tiện nghi đúng như thực tế.
2. **Giá dễ so sánh.** Giá thuê hiển thị bằng USD hoặc VND kèm các dịch vụ đã bao gồm, không có phí đặt phòng.
3. **Ngôn ngữ của bạn.** Đội ngũ làm việc bằng tiếng Anh, tiếng Nhật và tiếng Việt; hợp đồng có bản tiếng Anh và tiếng Việt, bản dịch tiếng Nhật theo yêu cầu.
4. **Dài hạn hay ngắn ngày, chung một nơi.** Đặt vài đêm trực tuyến hoặc ký hợp đồng từ một năm trở lên, cùng một đội ngũ.
5. **Hỗ trợ suốt ngày đêm.** Đường dây nóng 24/7 và đội kỹ thuật riêng cho mọi sự cố trong căn hộ.
6. **Am hiểu địa phương.** Chúng tôi hiểu rõ các khu phố, trường học, bệnh viện và đường đi làm ở Hà Nội, TP. Hồ Chí Minh và Hải Phòng, và sẵn lòng chia sẻ.

## Dành cho doanh nghiệp

Chúng tôi hợp tác với nhiều doanh nghiệp thường xuyên cử nhân viên công tác: một đầu mối cho tất cả nhân viên, hóa đơn tổng hợp kèm hóa đơn VAT, và báo cáo về hợp đồng, gia hạn.`,
    },
  },
  {
    key: 'contact-us',
    slug: 'contact-us',
    motif: 'lobby',
    title: { en: 'Contact us', ja: 'お問い合わせ', vi: 'Liên hệ' },
    summary: {
      en: 'Visit, call or write to our offices in Hanoi, Ho Chi Minh City and Hai Phong.',
      ja: 'ハノイ、ホーチミン、ハイフォンの各オフィスへ、ご来社・お電話・メールでお気軽にお問い合わせください。',
      vi: 'Hãy đến, gọi điện hoặc gửi email cho văn phòng của chúng tôi tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng.',
    },
    content: {
      en: `We are happy to help, whether you are planning a move, staying with us already or thinking of letting your property. Use the form on this page, call or write to the team for your city (their phones and e-mails are with the form below), or visit the office nearest to you.

## Our offices

**Hanoi (head office)**: Floor 9, 54 Liễu Giai Street, Ba Đình, Hanoi

**Ho Chi Minh City**: Floor 12, 115 Nguyễn Huệ Boulevard, District 1, Ho Chi Minh City

**Hai Phong**: Floor 6, 20 Lạch Tray Street, Ngô Quyền, Hai Phong

Office hours: Monday to Friday 8:30–17:30, Saturday 8:30–12:00 (Vietnam time). Outside office hours, tenants and guests can call the hotline on this page at any time, day or night.

## By topic

Tell us in the form what your message is about (support in your apartment, listing your property, serviced offices and meeting rooms, a corporate account or a request about your personal data) and it goes straight to the team in charge.

We answer e-mails and form enquiries within one working day.`,
      ja: `お引っ越しのご検討中の方、すでにご滞在中の方、物件の賃貸をお考えのオーナー様、どなたでもお気軽にご相談ください。本ページのフォームのほか、各都市の担当窓口へのお電話・メール（下のフォームと並べて掲載しています）、または最寄りのオフィスへのご来社も承ります。

## オフィス所在地

**ハノイ（本社）**：ハノイ市バーディン、リエウザイ通り54番地 9階

**ホーチミン**：ホーチミン市1区、グエンフエ通り115番地 12階

**ハイフォン**：ハイフォン市ゴークエン、ラックチャイ通り20番地 6階

営業時間：月〜金曜 8:30〜17:30、土曜 8:30〜12:00（ベトナム時間）。営業時間外も、入居者・宿泊者の皆様は本ページのホットラインへ昼夜を問わずお電話いただけます。

## ご用件別のお問い合わせ

お部屋のサポート、物件の掲載、サービスオフィス・会議室、法人契約、個人データに関するご請求など、ご用件をフォームにご記入ください。担当チームへ直接お届けします。

メールおよびフォームでのお問い合わせには、1営業日以内にご回答します。`,
      vi: `Chúng tôi luôn sẵn lòng hỗ trợ, dù bạn đang lên kế hoạch chuyển đến, đang lưu trú cùng chúng tôi hay đang cân nhắc cho thuê bất động sản. Hãy dùng biểu mẫu trên trang này, gọi điện hoặc gửi email cho đội ngũ tại thành phố của bạn (số điện thoại và email nằm cùng biểu mẫu bên dưới), hoặc ghé văn phòng gần bạn nhất.

## Văn phòng của chúng tôi

**Hà Nội (trụ sở chính)**: Tầng 9, số 54 phố Liễu Giai, Ba Đình, Hà Nội

**TP. Hồ Chí Minh**: Tầng 12, số 115 đại lộ Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh

**Hải Phòng**: Tầng 6, số 20 đường Lạch Tray, Ngô Quyền, Hải Phòng

Giờ làm việc: thứ Hai đến thứ Sáu 8:30–17:30, thứ Bảy 8:30–12:00 (giờ Việt Nam). Ngoài giờ làm việc, khách thuê và khách lưu trú có thể gọi đường dây nóng trên trang này bất cứ lúc nào, cả ngày lẫn đêm.

## Theo chủ đề

Hãy cho chúng tôi biết trong biểu mẫu bạn cần gì (hỗ trợ trong căn hộ, đăng cho thuê bất động sản, văn phòng dịch vụ và phòng họp, tài khoản doanh nghiệp hay yêu cầu về dữ liệu cá nhân), yêu cầu sẽ được chuyển thẳng đến bộ phận phụ trách.

Chúng tôi trả lời email và yêu cầu qua biểu mẫu trong vòng một ngày làm việc.`,
    },
  },
];
