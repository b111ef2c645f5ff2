import type { PageSeed } from './types.js';

/** /useful-information/useful-service-apartment/{slug} */
export const usefulServiceApartment: PageSeed[] = [
  {
    key: 'what-is-a-serviced-apartment',
    slug: 'what-is-a-serviced-apartment',
    motif: 'living-room',
    title: {
      en: 'What is a serviced apartment?',
      ja: 'サービスアパートメントとは？',
      vi: 'Căn hộ dịch vụ là gì?',
    },
    summary: {
      en: 'A fully furnished apartment with hotel-style services, rented for a few nights or several years.',
      ja: 'ホテルのようなサービスが付いた家具付きアパートメント。数泊から数年まで借りられます。',
      vi: 'Căn hộ đầy đủ nội thất kèm dịch vụ kiểu khách sạn, cho thuê từ vài đêm đến nhiều năm.',
    },
    content: {
      en: `A serviced apartment is a fully furnished home that comes with services usually found in a hotel: housekeeping, linen changes, a reception desk, security and maintenance. Unlike a hotel room, it has a proper kitchen, a living room and often a washing machine, so you can live as you would at home.

## Who they are for

Serviced apartments suit professionals on assignment, families relocating to Vietnam, business travellers on longer trips and anyone between homes. You can move in with a suitcase and leave without having to sell furniture or close utility accounts.

## What you usually get

- furniture, appliances, kitchenware, bed linen and towels;
- housekeeping one or more times a week;
- internet and cable TV;
- building facilities such as a gym, a pool or a residents’ lounge;
- 24-hour security and maintenance on call.

On StayVN, each listing shows exactly which services are included in the rent and which are charged separately.`,
      ja: `サービスアパートメントとは、清掃、リネン交換、受付、警備、メンテナンスなど、ホテルのようなサービスが付いた家具付きの住まいです。ホテルの客室と違い、本格的なキッチンやリビング、多くの場合は洗濯機もあり、自宅と同じように暮らせます。

## こんな方におすすめ

赴任中のビジネスパーソン、ベトナムへ移住されるご家族、長めの出張の方、住み替えの間の仮住まいが必要な方などに適しています。スーツケースひとつで入居でき、退去時も家具の処分や公共料金の解約は必要ありません。

## 一般的に含まれるもの

- 家具、家電、調理器具、寝具、タオル
- 週1回以上の清掃
- インターネット、ケーブルテレビ
- ジム、プール、居住者用ラウンジなどの共用施設
- 24時間の警備と、呼べばすぐ来てくれるメンテナンス

StayVNでは、賃料に含まれるサービスと別料金のサービスを物件ごとに明記しています。`,
      vi: `Căn hộ dịch vụ là căn hộ đầy đủ nội thất kèm các dịch vụ thường thấy ở khách sạn: dọn phòng, thay khăn ga, lễ tân, bảo vệ và bảo trì. Khác với phòng khách sạn, căn hộ có bếp đầy đủ, phòng khách và thường có máy giặt, để bạn sống như ở nhà.

## Dành cho ai

Căn hộ dịch vụ phù hợp với chuyên gia đi công tác dài ngày, gia đình chuyển đến Việt Nam, người đi công tác dài hơn bình thường và bất kỳ ai đang trong thời gian chuyển nhà. Bạn chỉ cần mang vali đến và khi rời đi không phải bán nội thất hay cắt các hợp đồng điện nước.

## Thường bao gồm

- nội thất, thiết bị điện, dụng cụ nhà bếp, ga giường và khăn tắm;
- dọn phòng một hoặc nhiều lần mỗi tuần;
- internet và truyền hình cáp;
- tiện ích tòa nhà như phòng gym, hồ bơi hoặc phòng sinh hoạt chung;
- bảo vệ 24 giờ và bảo trì sẵn sàng khi cần.

Trên StayVN, mỗi căn hộ đều ghi rõ dịch vụ nào đã bao gồm trong giá thuê và dịch vụ nào tính riêng.`,
    },
  },
  {
    key: 'serviced-apartment-vs-hotel',
    slug: 'serviced-apartment-vs-hotel-and-regular-apartment',
    motif: 'kitchen',
    title: {
      en: 'Serviced apartment, hotel or regular apartment?',
      ja: 'サービスアパートメント、ホテル、一般賃貸の違い',
      vi: 'Căn hộ dịch vụ, khách sạn hay căn hộ thông thường?',
    },
    summary: {
      en: 'How the three options compare on space, cost, flexibility and services.',
      ja: '広さ、費用、柔軟性、サービスの観点から3つの選択肢を比較します。',
      vi: 'So sánh ba lựa chọn về không gian, chi phí, tính linh hoạt và dịch vụ.',
    },
    content: {
      en: `The right choice depends mainly on how long you stay and how much you want to organise yourself.

| | Hotel | Serviced apartment | Regular apartment |
|---|---|---|---|
| Typical stay | a few nights | a few nights to several years | one year or more |
| Kitchen and living room | rarely | yes | yes |
| Furniture | yes | yes | often partly or none |
| Housekeeping | daily | weekly or more | none |
| Utilities and internet | included | mostly included | set up yourself |
| Contract | none | booking or flexible lease | fixed lease |

## Our advice

For stays under a week, a hotel is often simplest. From one week to a few months, a short-term serviced apartment gives you more space for a similar price per night. For a year or more, compare a long-term serviced apartment with a regular apartment by adding up the services you would otherwise buy: furniture, cleaning, internet and management fees often close most of the gap.`,
      ja: `どれが合うかは、主に滞在期間と、ご自身でどこまで手配したいかによって決まります。

| | ホテル | サービスアパートメント | 一般賃貸 |
|---|---|---|---|
| 一般的な滞在期間 | 数泊 | 数泊〜数年 | 1年以上 |
| キッチン・リビング | ほぼなし | あり | あり |
| 家具 | あり | あり | 一部のみ、またはなし |
| 清掃 | 毎日 | 週1回以上 | なし |
| 光熱費・インターネット | 込み | ほぼ込み | ご自身で手配 |
| 契約 | なし | 予約または柔軟な契約 | 期間固定の契約 |

## 私たちのおすすめ

1週間未満ならホテルが手軽です。1週間から数か月なら、短期のサービスアパートメントのほうが1泊あたり同程度の料金でより広く過ごせます。1年以上なら、長期のサービスアパートメントと一般賃貸を比較する際に、本来別途かかるサービス費用を足してみてください。家具、清掃、インターネット、管理費を合わせると、差額の大部分が埋まることがよくあります。`,
      vi: `Lựa chọn phù hợp phụ thuộc chủ yếu vào thời gian lưu trú và mức độ bạn muốn tự sắp xếp mọi thứ.

| | Khách sạn | Căn hộ dịch vụ | Căn hộ thông thường |
|---|---|---|---|
| Thời gian thường gặp | vài đêm | vài đêm đến nhiều năm | một năm trở lên |
| Bếp và phòng khách | hiếm khi | có | có |
| Nội thất | có | có | thường một phần hoặc không |
| Dọn phòng | hằng ngày | hằng tuần trở lên | không |
| Điện nước, internet | đã bao gồm | phần lớn đã bao gồm | tự đăng ký |
| Hợp đồng | không | đặt phòng hoặc hợp đồng linh hoạt | hợp đồng cố định |

## Lời khuyên của chúng tôi

Với kỳ lưu trú dưới một tuần, khách sạn thường đơn giản nhất. Từ một tuần đến vài tháng, căn hộ dịch vụ ngắn ngày cho bạn nhiều không gian hơn với giá mỗi đêm tương đương. Từ một năm trở lên, khi so sánh căn hộ dịch vụ dài hạn với căn hộ thông thường, hãy cộng thêm các dịch vụ bạn sẽ phải tự chi trả: nội thất, dọn dẹp, internet và phí quản lý thường bù gần hết khoản chênh lệch.`,
    },
  },
  {
    key: 'choosing-a-serviced-apartment',
    slug: 'how-to-choose-a-serviced-apartment',
    motif: 'bedroom',
    title: {
      en: 'How to choose the right serviced apartment',
      ja: '自分に合ったサービスアパートメントの選び方',
      vi: 'Cách chọn căn hộ dịch vụ phù hợp',
    },
    summary: {
      en: 'Location first, then size, services and the building. A short guide to narrowing down your search.',
      ja: 'まずは立地、次に広さ、サービス、建物。候補を絞り込むためのポイントをまとめました。',
      vi: 'Vị trí trước tiên, sau đó là diện tích, dịch vụ và tòa nhà. Hướng dẫn ngắn để thu hẹp lựa chọn.',
    },
    content: {
      en: `With hundreds of apartments in each city, a clear order of priorities saves a lot of time.

## Start with location

Traffic in Hanoi and Ho Chi Minh City can turn a short distance into a long commute. Decide first where you need to be every day, such as your office or your children’s school, and look within a reasonable radius. Use the map search and the location tab of each apartment to check supermarkets, clinics and restaurants nearby.

## Then size, services and building

Count the bedrooms you need and think about space for working from home. Check what the rent includes: housekeeping frequency, internet, utilities and parking differ from building to building. Finally, look at the building itself: security, lifts, a gym or pool, and how noisy the street is.

Save the apartments you like as favourites and send us one enquiry for all of them. We will check availability, arrange viewings on the same day and tell you honestly how they compare.`,
      ja: `各都市に数百件の物件があるため、優先順位をはっきりさせておくと時間を大きく節約できます。

## まずは立地から

ハノイやホーチミンでは、渋滞のために短い距離でも通勤に時間がかかることがあります。オフィスやお子様の学校など、毎日通う場所をまず決め、無理のない範囲で探しましょう。地図検索や各物件の「ロケーション」タブで、近くのスーパー、クリニック、レストランも確認できます。

## 次に広さ、サービス、建物

必要な寝室数と、在宅勤務のスペースが必要かどうかを考えます。賃料に含まれる内容も確認しましょう。清掃の頻度、インターネット、光熱費、駐車場の扱いは建物によって異なります。最後に、警備、エレベーター、ジムやプール、通りの騒音など建物自体もチェックします。

気になる物件はお気に入りに保存し、まとめて1回お問い合わせください。空室を確認して同じ日に内見を手配し、それぞれの長所・短所を率直にお伝えします。`,
      vi: `Với hàng trăm căn hộ ở mỗi thành phố, xác định rõ thứ tự ưu tiên sẽ giúp bạn tiết kiệm nhiều thời gian.

## Bắt đầu từ vị trí

Giao thông ở Hà Nội và TP. Hồ Chí Minh có thể biến quãng đường ngắn thành chuyến đi dài. Hãy xác định nơi bạn phải đến hằng ngày, như văn phòng hay trường học của con, rồi tìm trong bán kính hợp lý. Dùng tìm kiếm trên bản đồ và thẻ vị trí của từng căn hộ để xem siêu thị, phòng khám và nhà hàng gần đó.

## Sau đó là diện tích, dịch vụ và tòa nhà

Xác định số phòng ngủ cần thiết và nghĩ đến không gian làm việc tại nhà. Kiểm tra giá thuê bao gồm những gì: tần suất dọn phòng, internet, điện nước và chỗ đỗ xe khác nhau giữa các tòa nhà. Cuối cùng, hãy xem chính tòa nhà: an ninh, thang máy, phòng gym hoặc hồ bơi, và mức độ ồn của con phố.

Lưu những căn hộ bạn thích vào danh sách yêu thích và gửi chúng tôi một yêu cầu cho tất cả. Chúng tôi sẽ kiểm tra phòng trống, sắp xếp xem nhà trong cùng một ngày và cho bạn biết thẳng thắn ưu, nhược điểm của từng căn.`,
    },
  },
];

/** /{language}/useful-information/about-renting-an-apartment-office-in-vietnam/{slug} */
export const aboutRentingInVietnam: PageSeed[] = [
  {
    key: 'visas-and-temporary-residence',
    slug: 'visas-and-temporary-residence-registration',
    motif: 'street',
    title: {
      en: 'Visas and temporary residence registration',
      ja: 'ビザと一時滞在の届出',
      vi: 'Thị thực và khai báo tạm trú',
    },
    summary: {
      en: 'Which documents foreigners need to stay in Vietnam, and how registering your address works.',
      ja: '外国人がベトナムに滞在するために必要な書類と、住所の届出の仕組みを解説します。',
      vi: 'Người nước ngoài cần giấy tờ gì để lưu trú tại Việt Nam và việc khai báo tạm trú diễn ra thế nào.',
    },
    content: {
      en: `Before signing a lease or booking a stay, make sure your immigration status covers the whole period. Rules change from time to time, so always check the current requirements with the immigration authorities or your employer.

## Entering and staying

Citizens of a number of countries, including Japan, can enter Vietnam without a visa for a limited stay. Other visitors can apply online for an e-visa, which can be issued for up to 90 days. People who work in Vietnam usually hold a work permit and a **temporary residence card**, which replaces the visa for the duration of the assignment. Your employer normally applies for these on your behalf.

A landlord cannot sign a long-term lease beyond the validity of your visa or residence card, so keep your documents up to date and tell us when they are renewed.

## Registering your address

Vietnamese law requires every foreigner to be registered with the local police at the address where they stay, within 12 hours of arrival. In a serviced apartment, the building or StayVN does this for you at check-in using your passport. If you move, the registration must be made again at the new address.

Registration matters more than it seems: it is often requested when you open a bank account, renew a residence card or apply for a driving licence. Ask us for a copy of your confirmation if you need it.`,
      ja: `賃貸契約や予約の前に、滞在期間全体をカバーする在留資格があるかを確認しましょう。制度は随時変更されるため、必ず出入国管理当局または勤務先に最新の要件をご確認ください。

## 入国と滞在

日本を含む一部の国の国籍の方は、一定期間であればビザなしでベトナムに入国できます。それ以外の方は、オンラインで最長90日のeビザを申請できます。ベトナムで就労する方は、通常、労働許可証と**一時滞在カード（TRC）**を取得し、赴任期間中はビザの代わりとなります。これらの申請は、通常は勤務先が代行します。

ビザや一時滞在カードの有効期限を超える長期契約をオーナーが結ぶことはできません。書類は常に有効な状態に保ち、更新された際は弊社にもお知らせください。

## 住所の届出

ベトナムの法律では、外国人は滞在先の住所について、到着後12時間以内に地元の警察へ届け出ることが義務付けられています。サービスアパートメントでは、チェックイン時にパスポートをもとに建物またはStayVNが代行します。引っ越しをした場合は、新しい住所で改めて届出が必要です。

この届出は思った以上に重要で、銀行口座の開設、一時滞在カードの更新、運転免許の申請などの際に求められることがよくあります。届出の控えが必要な場合はお申し付けください。`,
      vi: `Trước khi ký hợp đồng hoặc đặt phòng, hãy đảm bảo tình trạng cư trú của bạn có hiệu lực trong suốt thời gian lưu trú. Quy định có thể thay đổi, vì vậy hãy luôn kiểm tra yêu cầu hiện hành với cơ quan quản lý xuất nhập cảnh hoặc công ty của bạn.

## Nhập cảnh và lưu trú

Công dân một số quốc gia, trong đó có Nhật Bản, được nhập cảnh Việt Nam không cần thị thực trong thời gian nhất định. Khách từ các nước khác có thể xin thị thực điện tử trực tuyến, với thời hạn tối đa 90 ngày. Người làm việc tại Việt Nam thường có giấy phép lao động và **thẻ tạm trú**, thay cho thị thực trong suốt thời gian công tác. Công ty của bạn thường làm thủ tục này thay bạn.

Chủ nhà không thể ký hợp đồng dài hạn vượt quá thời hạn thị thực hoặc thẻ tạm trú của bạn, vì vậy hãy giữ giấy tờ luôn còn hiệu lực và báo cho chúng tôi khi gia hạn.

## Khai báo tạm trú

Pháp luật Việt Nam yêu cầu người nước ngoài phải được khai báo tạm trú với công an địa phương tại nơi lưu trú trong vòng 12 giờ kể từ khi đến. Tại căn hộ dịch vụ, tòa nhà hoặc StayVN thực hiện việc này cho bạn khi nhận phòng bằng hộ chiếu. Nếu chuyển chỗ ở, bạn phải được khai báo lại tại địa chỉ mới.

Việc khai báo quan trọng hơn bạn nghĩ: giấy xác nhận thường được yêu cầu khi mở tài khoản ngân hàng, gia hạn thẻ tạm trú hoặc xin giấy phép lái xe. Hãy hỏi chúng tôi nếu bạn cần bản sao xác nhận.`,
    },
  },
  {
    key: 'contracts-and-deposits',
    slug: 'contracts-and-deposits',
    motif: 'office-desk',
    title: {
      en: 'Lease contracts and deposits',
      ja: '賃貸契約と敷金',
      vi: 'Hợp đồng thuê và tiền đặt cọc',
    },
    summary: {
      en: 'Typical lease terms in Vietnam: length, deposit, payment schedule, early termination and handover.',
      ja: 'ベトナムの一般的な契約条件：期間、敷金、支払いスケジュール、中途解約、引き渡し。',
      vi: 'Điều khoản thuê phổ biến tại Việt Nam: thời hạn, tiền cọc, lịch thanh toán, chấm dứt sớm và bàn giao.',
    },
    content: {
      en: `Long-term leases for serviced apartments in Vietnam follow a fairly standard pattern. Knowing it helps you negotiate and avoid surprises.

## The main terms

- **Length**: usually 6 or 12 months, renewable. Shorter terms are possible at a higher monthly rent.
- **Deposit**: one or two months’ rent, paid when signing and returned at the end of the lease after the handover check.
- **Payment**: monthly, or quarterly in advance for some owners. Rent may be fixed in USD and paid in VND at the exchange rate of the payment date, or fixed in VND.
- **Included services**: listed in an appendix, with utilities either included, capped or charged by meter.
- **Language**: usually bilingual, in Vietnamese and English. If the two versions differ, the contract states which one prevails.

## Ending a lease

Most leases require 30 days’ written notice before the end date if you do not want to renew. Leaving early normally means losing the deposit, unless the contract has a **diplomatic clause** allowing early termination if your employer transfers you out of Vietnam. Ask for one if your assignment is uncertain.

At the end of the lease, the apartment is checked against the inventory made at move-in. Deductions are limited to damage beyond normal wear and to unpaid bills. With StayVN, the deposit is returned within the period stated in your contract, typically 15 to 30 days after handover.`,
      ja: `ベトナムのサービスアパートメントの長期契約には、ほぼ決まった型があります。あらかじめ知っておくと、交渉もしやすく、想定外のトラブルも避けられます。

## 主な契約条件

- **期間**：通常6か月または12か月で、更新可能。短期の契約も可能ですが、月額賃料は高めになります。
- **敷金**：賃料の1〜2か月分を契約時に支払い、契約終了時に引き渡し確認を経て返還されます。
- **支払い**：毎月、またはオーナーによっては3か月分の前払い。賃料は米ドル建てで支払日の為替レートによりドンで支払う場合と、ドン建ての場合があります。
- **含まれるサービス**：付属書に記載され、光熱費は込み、上限付き、またはメーター精算のいずれかです。
- **言語**：通常はベトナム語と英語の併記です。両者に相違がある場合にどちらが優先するかも契約書に定められています。

## 契約の終了

更新しない場合、多くの契約では満了日の30日前までに書面で通知する必要があります。中途解約をすると通常は敷金が返還されませんが、勤務先の辞令でベトナム国外へ異動する場合に中途解約を認める**ディプロマティック・クローズ（外交官条項）**が入っていれば別です。赴任期間が確定していない方は、この条項を入れるよう依頼しましょう。

契約終了時には、入居時に作成した備品リストと照らし合わせてお部屋を確認します。差し引かれるのは、通常の損耗を超える損傷と未払いの料金に限られます。StayVNでは、契約書に定めた期間内（通常は引き渡し後15〜30日）に敷金を返還します。`,
      vi: `Hợp đồng thuê dài hạn căn hộ dịch vụ tại Việt Nam thường theo một khuôn mẫu khá chuẩn. Nắm rõ khuôn mẫu này giúp bạn đàm phán tốt hơn và tránh bất ngờ.

## Các điều khoản chính

- **Thời hạn**: thường 6 hoặc 12 tháng, có thể gia hạn. Thời hạn ngắn hơn cũng được nhưng giá thuê hằng tháng cao hơn.
- **Tiền đặt cọc**: một hoặc hai tháng tiền thuê, trả khi ký và được hoàn khi kết thúc hợp đồng sau khi kiểm tra bàn giao.
- **Thanh toán**: hằng tháng, hoặc trả trước theo quý với một số chủ nhà. Giá thuê có thể cố định bằng USD và thanh toán bằng VND theo tỷ giá ngày thanh toán, hoặc cố định bằng VND.
- **Dịch vụ bao gồm**: liệt kê trong phụ lục, với điện nước đã bao gồm, có mức trần hoặc tính theo đồng hồ.
- **Ngôn ngữ**: thường song ngữ Việt – Anh. Hợp đồng ghi rõ bản nào được ưu tiên nếu hai bản có khác biệt.

## Kết thúc hợp đồng

Phần lớn hợp đồng yêu cầu báo trước bằng văn bản 30 ngày trước ngày hết hạn nếu bạn không muốn gia hạn. Rời đi sớm thường đồng nghĩa với mất tiền cọc, trừ khi hợp đồng có **điều khoản ngoại giao** cho phép chấm dứt sớm khi công ty điều chuyển bạn ra khỏi Việt Nam. Hãy đề nghị đưa điều khoản này vào nếu thời gian công tác chưa chắc chắn.

Khi kết thúc hợp đồng, căn hộ được kiểm tra đối chiếu với biên bản tài sản lập khi chuyển vào. Khoản khấu trừ chỉ giới hạn ở hư hỏng vượt quá hao mòn thông thường và các hóa đơn chưa thanh toán. Với StayVN, tiền cọc được hoàn trong thời hạn ghi trong hợp đồng, thường từ 15 đến 30 ngày sau khi bàn giao.`,
    },
  },
  {
    key: 'utilities-and-internet',
    slug: 'utilities-and-internet',
    motif: 'kitchen',
    title: {
      en: 'Utilities and internet',
      ja: '光熱費とインターネット',
      vi: 'Điện, nước và internet',
    },
    summary: {
      en: 'How electricity, water, gas and internet work in Vietnamese apartments, and what they typically cost.',
      ja: 'ベトナムのアパートメントにおける電気・水道・ガス・インターネットの仕組みと費用の目安。',
      vi: 'Điện, nước, gas và internet trong căn hộ tại Việt Nam hoạt động ra sao và chi phí thường gặp.',
    },
    content: {
      en: `In most serviced apartments, utilities are simpler than in a regular flat: internet is already connected and bills come from the building with your rent. Still, it helps to know how each one works.

## Electricity and water

Residential electricity is supplied at 220 V, with sockets that usually accept both flat and round pins. It is billed in tiers: the more you use in a month, the higher the price of each extra kWh, so air-conditioning in the hot season is what drives the bill. Water is billed per cubic metre and is cheap; tap water is not for drinking, and most apartments provide a filter or bottled water.

Some buildings include utilities up to a monthly cap and charge only the excess. Your lease or booking states which method applies.

## Gas and internet

Serviced apartments mostly use induction or electric hobs. Where a gas hob is installed, the building arranges cylinder refills on request.

Fibre internet from the main providers is fast and widely available, and mobile data is inexpensive. Your apartment’s Wi-Fi is included in the rent; if you need a faster line or a fixed IP address for work, we can arrange an upgrade with the provider.`,
      ja: `多くのサービスアパートメントでは、一般の賃貸よりも光熱費の扱いがシンプルです。インターネットは開通済みで、請求も賃料と一緒に建物から届きます。それでも、それぞれの仕組みを知っておくと安心です。

## 電気と水道

家庭用の電圧は220Vで、コンセントは多くの場合、平型・丸型どちらのプラグにも対応しています。電気料金は段階制で、月の使用量が増えるほど追加分の1kWhあたりの単価が上がるため、暑い季節のエアコンが料金を大きく左右します。水道は1立方メートル単位の請求で安価です。水道水は飲用に適さないため、ほとんどのお部屋に浄水器またはボトルウォーターが用意されています。

月ごとの上限額まで光熱費を賃料に含め、超過分のみを請求する建物もあります。どの方式かは契約書または予約内容に記載されています。

## ガスとインターネット

サービスアパートメントの多くはIHまたは電気コンロです。ガスコンロの場合は、ご依頼に応じて建物がボンベの交換を手配します。

大手プロバイダーの光回線は高速で広く普及しており、モバイルデータも手頃です。お部屋のWi-Fiは賃料に含まれています。お仕事でより高速な回線や固定IPアドレスが必要な場合は、プロバイダーとのアップグレードを手配します。`,
      vi: `Ở phần lớn căn hộ dịch vụ, điện nước đơn giản hơn căn hộ thông thường: internet đã được kết nối sẵn và hóa đơn do tòa nhà gửi cùng tiền thuê. Dù vậy, hiểu cách từng khoản hoạt động vẫn rất hữu ích.

## Điện và nước

Điện sinh hoạt có điện áp 220 V, ổ cắm thường dùng được cả phích dẹt và phích tròn. Giá điện tính theo bậc thang: dùng càng nhiều trong tháng, mỗi kWh tăng thêm càng đắt, nên điều hòa vào mùa nóng là yếu tố quyết định hóa đơn. Nước tính theo mét khối và có giá rẻ; nước máy không dùng để uống trực tiếp, và phần lớn căn hộ có máy lọc hoặc nước đóng bình.

Một số tòa nhà bao gồm điện nước đến một mức trần hằng tháng và chỉ thu phần vượt. Hợp đồng hoặc đặt phòng của bạn ghi rõ cách tính áp dụng.

## Gas và internet

Căn hộ dịch vụ chủ yếu dùng bếp từ hoặc bếp điện. Nếu căn hộ có bếp gas, tòa nhà sẽ sắp xếp đổi bình khi bạn yêu cầu.

Internet cáp quang của các nhà cung cấp lớn có tốc độ cao và phủ rộng, dữ liệu di động cũng rẻ. Wi-Fi trong căn hộ đã bao gồm trong giá thuê; nếu bạn cần đường truyền nhanh hơn hoặc IP tĩnh cho công việc, chúng tôi có thể sắp xếp nâng cấp với nhà cung cấp.`,
    },
  },
];

/** /{language}/useful-information/area-guide/{slug} */
export const areaGuides: PageSeed[] = [
  {
    key: 'area-guide-tay-ho',
    slug: 'tay-ho',
    motif: 'park',
    title: {
      en: 'Area guide: Tây Hồ, Hanoi',
      ja: 'エリアガイド：ハノイ・タイホー',
      vi: 'Cẩm nang khu vực: Tây Hồ, Hà Nội',
    },
    summary: {
      en: 'Hanoi’s lakeside neighbourhood, popular with international families for its greenery, cafés and schools.',
      ja: '緑やカフェ、学校が充実し、海外から移り住むご家族に人気の、ハノイの湖畔エリア。',
      vi: 'Khu ven hồ của Hà Nội, được các gia đình quốc tế yêu thích nhờ cây xanh, quán cà phê và trường học.',
    },
    content: {
      en: `Tây Hồ wraps around West Lake (Hồ Tây), the largest lake in Hanoi. Its quiet lanes, lakeside paths and relaxed pace make it the area of choice for many international families and long-term residents.

## Living here

The streets around Quảng An, Tô Ngọc Vân, Xuân Diệu and Đặng Thai Mai are lined with cafés, bakeries, international restaurants and shops selling imported food. Several international schools are located in and near the area. In the evening, the 17 km path around the lake fills with runners, cyclists and families.

Apartments range from low-rise serviced buildings with lake views to villas with gardens. Many buildings here accept pets, which is rarer elsewhere in the city.

## Getting around

The Old Quarter is 15–20 minutes away by car, and the business districts of Ba Đình and Cầu Giấy are a short ride away. Traffic on the main roads around the lake can be heavy at rush hour. Nội Bài International Airport is about 30–40 minutes by car.

**Good for:** families, people who work from home, anyone who prefers green space to city buzz.`,
      ja: `タイホーは、ハノイ最大の湖である西湖（ホータイ）を囲むエリアです。静かな路地、湖畔の遊歩道、ゆったりとした時間の流れが魅力で、海外から移り住むご家族や長期滞在の方に特に選ばれています。

## 暮らし

クアンアン、トーゴックヴァン、スアンジエウ、ダンタイマイの周辺には、カフェ、ベーカリー、各国料理のレストラン、輸入食品店が立ち並びます。エリア内や近隣には複数のインターナショナルスクールがあります。夕方になると、湖を一周する約17kmの遊歩道は、ランナーやサイクリスト、家族連れで賑わいます。

物件は、湖を望む低層のサービスアパートメントから庭付きのヴィラまでさまざまです。ハノイの他のエリアでは珍しく、ペット可の建物が多いのも特徴です。

## アクセス

旧市街へは車で15〜20分、バーディンやカウザイのビジネス街へもすぐです。湖周辺の幹線道路はラッシュ時に混雑することがあります。ノイバイ国際空港へは車で約30〜40分です。

**こんな方に**：ご家族連れ、在宅勤務の方、都会の喧騒より緑を好む方。`,
      vi: `Tây Hồ bao quanh Hồ Tây, hồ lớn nhất Hà Nội. Những con ngõ yên tĩnh, đường dạo ven hồ và nhịp sống thư thả khiến nơi đây trở thành lựa chọn của nhiều gia đình quốc tế và người sống lâu năm.

## Cuộc sống

Các con phố quanh Quảng An, Tô Ngọc Vân, Xuân Diệu và Đặng Thai Mai có nhiều quán cà phê, tiệm bánh, nhà hàng quốc tế và cửa hàng thực phẩm nhập khẩu. Nhiều trường quốc tế nằm trong và gần khu vực. Buổi tối, con đường dài khoảng 17 km quanh hồ đông người chạy bộ, đạp xe và các gia đình đi dạo.

Nhà ở đa dạng, từ tòa căn hộ dịch vụ thấp tầng nhìn ra hồ đến biệt thự có sân vườn. Nhiều tòa nhà ở đây cho phép nuôi thú cưng, điều khá hiếm ở những khu khác của thành phố.

## Đi lại

Phố cổ cách 15–20 phút lái xe, các khu văn phòng ở Ba Đình và Cầu Giấy cũng rất gần. Các trục đường quanh hồ có thể đông vào giờ cao điểm. Sân bay quốc tế Nội Bài cách khoảng 30–40 phút đi ô tô.

**Phù hợp với:** gia đình, người làm việc tại nhà, những ai thích không gian xanh hơn sự náo nhiệt của phố thị.`,
    },
  },
  {
    key: 'area-guide-ba-dinh',
    slug: 'ba-dinh',
    motif: 'street',
    title: {
      en: 'Area guide: Ba Đình, Hanoi',
      ja: 'エリアガイド：ハノイ・バーディン',
      vi: 'Cẩm nang khu vực: Ba Đình, Hà Nội',
    },
    summary: {
      en: 'The political heart of Hanoi, with embassies, offices and tree-lined boulevards, and a large Japanese community around Kim Mã and Liễu Giai.',
      ja: '大使館やオフィスが集まり並木道が続くハノイの政治の中心。キムマー・リエウザイ周辺には日本人コミュニティも広がります。',
      vi: 'Trung tâm chính trị của Hà Nội với đại sứ quán, văn phòng và những đại lộ rợp bóng cây, cùng cộng đồng người Nhật lớn quanh Kim Mã và Liễu Giai.',
    },
    content: {
      en: `Ba Đình is home to Ba Đình Square, the Presidential Palace and many ministries and embassies. Its wide, tree-lined streets give it a calmer, more orderly feel than the Old Quarter just to the east. Since Vietnam’s 2025 administrative reform the former districts are no longer administrative units, but Ba Đình remains the name everyone uses for the area.

## Living here

The Kim Mã, Liễu Giai and Đào Tấn area has long been the centre of Hanoi’s Japanese community, with Japanese supermarkets, restaurants and clinics, and office towers that house many international companies. Serviced apartments here are often in high-rise buildings with views over the city and West Lake, and with gyms and pools.

Thủ Lệ Park, home to the Hanoi Zoo, offers green space, and the lake at Ngọc Khánh is pleasant for an evening walk.

## Getting around

Ba Đình sits between the Old Quarter, Tây Hồ and the newer business districts to the west, so most of the city is within 20 minutes by car outside rush hour. Nội Bài International Airport is about 40 minutes away.

**Good for:** professionals working in central Hanoi, Japanese residents, couples and small families who want a central address.`,
      ja: `バーディンには、バーディン広場、主席府のほか、多くの省庁や大使館があります。東隣の旧市街に比べ、広い並木道が続く落ち着いた整然とした雰囲気です。2025年の行政改革により旧来の「区」は行政単位ではなくなりましたが、エリア名としては今もバーディンの名で親しまれています。

## 暮らし

キムマー、リエウザイ、ダオタン周辺は、古くからハノイの日本人コミュニティの中心地で、日系スーパーやレストラン、クリニックのほか、外資系企業が多く入居するオフィスビルが集まっています。このエリアのサービスアパートメントは、市街地や西湖を見渡せる高層ビルにあることが多く、ジムやプールを備えた物件も豊富です。

ハノイ動物園のあるトゥーレー公園は緑が多く、ゴックカイン湖の周りは夕方の散歩にぴったりです。

## アクセス

バーディンは旧市街、タイホー、西側の新しいビジネス街の中間に位置し、ラッシュ時以外なら市内のほとんどの場所へ車で20分以内です。ノイバイ国際空港へは約40分です。

**こんな方に**：ハノイ中心部にお勤めの方、日本人の方、都心に住みたいご夫婦や少人数のご家族。`,
      vi: `Ba Đình là nơi có Quảng trường Ba Đình, Phủ Chủ tịch cùng nhiều bộ ngành và đại sứ quán. Những con phố rộng rợp bóng cây mang lại cảm giác yên bình, ngăn nắp hơn so với phố cổ ở phía đông. Từ đợt sắp xếp đơn vị hành chính năm 2025, các quận cũ không còn là cấp hành chính, nhưng mọi người vẫn gọi khu vực này là Ba Đình.

## Cuộc sống

Khu Kim Mã, Liễu Giai và Đào Tấn từ lâu là trung tâm của cộng đồng người Nhật tại Hà Nội, với siêu thị, nhà hàng và phòng khám Nhật Bản, cùng các tòa văn phòng của nhiều công ty quốc tế. Căn hộ dịch vụ ở đây thường nằm trong tòa nhà cao tầng nhìn ra thành phố và Hồ Tây, có phòng gym và hồ bơi.

Công viên Thủ Lệ, nơi có vườn thú Hà Nội, mang lại không gian xanh, còn hồ Ngọc Khánh là nơi dạo bộ buổi tối dễ chịu.

## Đi lại

Ba Đình nằm giữa phố cổ, Tây Hồ và các khu văn phòng mới ở phía tây, nên ngoài giờ cao điểm bạn có thể đến hầu hết mọi nơi trong thành phố trong vòng 20 phút lái xe. Sân bay quốc tế Nội Bài cách khoảng 40 phút.

**Phù hợp với:** người làm việc ở trung tâm Hà Nội, cư dân Nhật Bản, các cặp đôi và gia đình nhỏ muốn sống ở trung tâm.`,
    },
  },
  {
    key: 'area-guide-district-1',
    slug: 'district-1',
    motif: 'skyline',
    title: {
      en: 'Area guide: District 1, Ho Chi Minh City',
      ja: 'エリアガイド：ホーチミン・1区',
      vi: 'Cẩm nang khu vực: Quận 1, TP. Hồ Chí Minh',
    },
    summary: {
      en: 'The commercial centre of Ho Chi Minh City: offices, shopping, dining and nightlife within walking distance.',
      ja: 'オフィス、ショッピング、グルメ、ナイトライフが徒歩圏内にそろうホーチミンの商業の中心地。',
      vi: 'Trung tâm thương mại của TP. Hồ Chí Minh: văn phòng, mua sắm, ẩm thực và giải trí về đêm trong tầm đi bộ.',
    },
    content: {
      en: `District 1 (Quận 1) is the centre of Ho Chi Minh City’s business and social life. Since the 2025 administrative reform its wards have been reorganised and the district is no longer an administrative unit, but "District 1" is still how residents, taxi drivers and landlords describe the area.

## Living here

Around Nguyễn Huệ walking street, Đồng Khởi and Lê Thánh Tôn you will find the city’s main office towers, hotels, shopping centres and a large Japanese dining scene in the Lê Thánh Tôn and Thái Văn Lung area. Bến Thành Market and the Saigon Opera House are within walking distance. Apartments are mostly in high-rise buildings, from compact studios to large units with river views.

Life here is lively and convenient, but the streets are busy and some areas stay noisy late into the night. Ask us about quieter side streets if you are a light sleeper.

## Getting around

Most of District 1 can be covered on foot or by a short ride. Metro Line 1 starts at Bến Thành and runs via Ba Son towards Thảo Điền and Thủ Đức. Tân Sơn Nhất International Airport is 20–40 minutes away by car depending on traffic.

**Good for:** professionals who want to walk to work, short-term business stays, anyone who enjoys city life.`,
      ja: `1区（クアン1）は、ホーチミンのビジネスと社交の中心地です。2025年の行政改革で坊（フオン）が再編され、区は行政単位ではなくなりましたが、住民もタクシーの運転手も大家さんも、今も「1区」と呼んでいます。

## 暮らし

グエンフエ歩行者天国、ドンコイ通り、レタントン通り周辺には、主要なオフィスビル、ホテル、ショッピングセンターが集まり、レタントン通りからタイヴァンルン通りにかけては日本食レストランが数多く並びます。ベンタイン市場や市民劇場も徒歩圏内です。住まいは主に高層ビルで、コンパクトなスタジオからリバービューの広いお部屋までそろっています。

活気があり便利な一方、通りは交通量が多く、夜遅くまでにぎやかなエリアもあります。眠りが浅い方は、静かな路地の物件をご相談ください。

## アクセス

1区内のほとんどは徒歩か短い乗車で移動できます。メトロ1号線はベンタイン駅を起点に、バーソン駅を経てタオディエン、トゥードゥック方面へ向かいます。タンソンニャット国際空港へは、交通状況により車で20〜40分です。

**こんな方に**：徒歩通勤をしたい方、短期のビジネス滞在、都会の暮らしを楽しみたい方。`,
      vi: `Quận 1 là trung tâm của đời sống kinh doanh và xã hội ở TP. Hồ Chí Minh. Từ đợt sắp xếp đơn vị hành chính năm 2025, các phường đã được tổ chức lại và quận không còn là cấp hành chính, nhưng cư dân, tài xế và chủ nhà vẫn gọi khu vực này là "Quận 1".

## Cuộc sống

Quanh phố đi bộ Nguyễn Huệ, Đồng Khởi và Lê Thánh Tôn là các tòa văn phòng, khách sạn, trung tâm thương mại lớn của thành phố, cùng khu ẩm thực Nhật Bản sầm uất ở Lê Thánh Tôn và Thái Văn Lung. Chợ Bến Thành và Nhà hát Thành phố đều trong tầm đi bộ. Căn hộ chủ yếu trong các tòa cao tầng, từ studio nhỏ gọn đến căn lớn nhìn ra sông.

Cuộc sống ở đây sôi động và tiện lợi, nhưng đường phố đông đúc và một số khu vực ồn ào đến khuya. Nếu bạn khó ngủ, hãy hỏi chúng tôi về những con hẻm yên tĩnh hơn.

## Đi lại

Hầu hết Quận 1 có thể đi bộ hoặc đi xe một đoạn ngắn. Tuyến Metro số 1 bắt đầu từ ga Bến Thành, qua Ba Son đến Thảo Điền và Thủ Đức. Sân bay quốc tế Tân Sơn Nhất cách 20–40 phút đi ô tô tùy tình hình giao thông.

**Phù hợp với:** người muốn đi bộ đến chỗ làm, khách công tác ngắn ngày, những ai yêu thích nhịp sống đô thị.`,
    },
  },
  {
    key: 'area-guide-thao-dien',
    slug: 'thao-dien',
    motif: 'pool',
    title: {
      en: 'Area guide: Thảo Điền, Ho Chi Minh City',
      ja: 'エリアガイド：ホーチミン・タオディエン',
      vi: 'Cẩm nang khu vực: Thảo Điền, TP. Hồ Chí Minh',
    },
    summary: {
      en: 'A leafy riverside neighbourhood east of the centre, known for villas, international schools and a relaxed expat community.',
      ja: '中心部の東、緑豊かな川沿いのエリア。ヴィラ、インターナショナルスクール、落ち着いた外国人コミュニティで知られています。',
      vi: 'Khu ven sông xanh mát phía đông trung tâm, nổi tiếng với biệt thự, trường quốc tế và cộng đồng người nước ngoài thân thiện.',
    },
    content: {
      en: `Thảo Điền lies on a bend of the Saigon River, across the bridge from the city centre, in what was formerly District 2 and later Thủ Đức City. Once mostly villas and gardens, it is now the most popular area of Ho Chi Minh City for international families.

## Living here

Streets such as Xuân Thủy, Quốc Hương and Thảo Điền are lined with cafés, restaurants, organic shops, yoga studios and boutiques. Several international schools are located in the area or a short drive away. Housing ranges from garden villas and low-rise serviced apartments by the river to high-rise towers with pools and parks.

The pace is slower than in District 1, and many residents hardly need to leave the neighbourhood during the week.

## Getting around

Thảo Điền station on Metro Line 1 connects the area to District 1 in under half an hour, and the trip by car takes 15–30 minutes depending on traffic on the Sài Gòn Bridge. Tân Sơn Nhất International Airport is about 30–45 minutes away.

**Good for:** families with children, people who want space and greenery, anyone who works in District 1 but prefers a quieter home.`,
      ja: `タオディエンは、サイゴン川が大きく曲がる地点にあり、中心部から橋を渡った先、かつての2区、その後のトゥードゥック市にあたるエリアです。以前はヴィラと庭園が中心の地域でしたが、今ではホーチミンで海外からのご家族に最も人気のあるエリアになっています。

## 暮らし

スアントゥイ通り、クオックフオン通り、タオディエン通りなどには、カフェ、レストラン、オーガニックショップ、ヨガスタジオ、ブティックが並びます。エリア内や車ですぐの場所に複数のインターナショナルスクールがあります。住まいは、庭付きヴィラや川沿いの低層サービスアパートメントから、プールや公園を備えた高層タワーまでさまざまです。

1区に比べて時間の流れがゆったりしており、平日はほとんどエリアの外に出ないという住民も少なくありません。

## アクセス

メトロ1号線のタオディエン駅から1区まで30分かからず、車ではサイゴン橋の混雑状況により15〜30分です。タンソンニャット国際空港へは約30〜45分です。

**こんな方に**：お子様連れのご家族、広さと緑を求める方、1区に勤務しつつ静かな住まいを好む方。`,
      vi: `Thảo Điền nằm ở khúc quanh của sông Sài Gòn, bên kia cầu so với trung tâm, thuộc khu vực trước đây là Quận 2 và sau đó là TP. Thủ Đức. Từng chủ yếu là biệt thự và vườn cây, nay đây là khu vực được các gia đình quốc tế ưa chuộng nhất tại TP. Hồ Chí Minh.

## Cuộc sống

Những con đường như Xuân Thủy, Quốc Hương và Thảo Điền có nhiều quán cà phê, nhà hàng, cửa hàng hữu cơ, phòng tập yoga và cửa hàng thời trang. Nhiều trường quốc tế nằm ngay trong khu vực hoặc cách một quãng lái xe ngắn. Nhà ở đa dạng, từ biệt thự sân vườn và căn hộ dịch vụ thấp tầng ven sông đến các tòa tháp cao tầng có hồ bơi và công viên.

Nhịp sống chậm hơn Quận 1, và nhiều cư dân gần như không cần rời khu phố trong tuần.

## Đi lại

Ga Thảo Điền trên tuyến Metro số 1 nối khu vực với Quận 1 trong chưa đến nửa giờ, còn đi ô tô mất 15–30 phút tùy tình hình giao thông trên cầu Sài Gòn. Sân bay quốc tế Tân Sơn Nhất cách khoảng 30–45 phút.

**Phù hợp với:** gia đình có con nhỏ, người muốn không gian rộng và xanh, những ai làm việc ở Quận 1 nhưng thích một nơi ở yên tĩnh hơn.`,
    },
  },
];

/** /useful-information/our-customer-support-service: intro above the FAQ list. */
export const customerSupportService: PageSeed = {
  key: 'our-customer-support-service',
  slug: 'our-customer-support-service',
  motif: 'lobby',
  title: {
    en: 'Our customer support service',
    ja: 'カスタマーサポートについて',
    vi: 'Dịch vụ hỗ trợ khách hàng',
  },
  summary: {
    en: 'Help in English, Japanese and Vietnamese, from your first question to the day you move out.',
    ja: '最初のご質問から退去の日まで、英語・日本語・ベトナム語でサポートします。',
    vi: 'Hỗ trợ bằng tiếng Anh, tiếng Nhật và tiếng Việt, từ câu hỏi đầu tiên đến ngày bạn chuyển đi.',
  },
  content: {
    en: `Our support does not stop when you sign the lease or receive your booking confirmation. A dedicated team looks after tenants and guests for the whole length of their stay.

## How we help

- **24/7 hotline** for emergencies in your apartment: leaks, power cuts, lock problems and anything that affects your safety.
- **Online issue reports** with photos, followed up by our own technicians, usually within one or two working days.
- **Everyday help**: temporary residence registration, VAT invoices, extra cleaning, airport transfers, and advice on schools, clinics and services nearby.
- **Lease support**: renewals, changes of occupants and the handover at the end of your stay.

Below you will find answers to the questions we hear most often. If yours is not there, contact us by phone, e-mail or through the customer support form.`,
    ja: `私たちのサポートは、契約の締結や予約確認で終わりではありません。専任チームが、ご滞在期間を通して入居者・宿泊者の皆様をお手伝いします。

## サポート内容

- **24時間ホットライン**：水漏れ、停電、鍵の不具合など、お部屋の緊急トラブルや安全に関わることに対応します。
- **オンラインでのトラブル報告**：写真を添えてご報告いただければ、自社の技術スタッフが通常1〜2営業日以内に対応します。
- **日常のお手伝い**：一時滞在の届出、VATインボイス、追加清掃、空港送迎、近隣の学校・クリニック・各種サービスのご案内。
- **契約に関するサポート**：更新、入居者の変更、退去時の引き渡し。

以下に、よくいただくご質問への回答をまとめました。該当するものがない場合は、お電話、メール、またはカスタマーサポートフォームからご連絡ください。`,
    vi: `Sự hỗ trợ của chúng tôi không dừng lại khi bạn ký hợp đồng hay nhận xác nhận đặt phòng. Một đội ngũ chuyên trách chăm sóc khách thuê và khách lưu trú trong suốt thời gian ở.

## Chúng tôi hỗ trợ gì

- **Đường dây nóng 24/7** cho các sự cố khẩn cấp trong căn hộ: rò rỉ nước, mất điện, hỏng khóa và mọi việc ảnh hưởng đến an toàn của bạn.
- **Báo sự cố trực tuyến** kèm ảnh, được đội kỹ thuật của chúng tôi xử lý, thường trong vòng một đến hai ngày làm việc.
- **Hỗ trợ hằng ngày**: khai báo tạm trú, hóa đơn VAT, dọn phòng thêm, đưa đón sân bay, tư vấn về trường học, phòng khám và dịch vụ gần nhà.
- **Hỗ trợ hợp đồng**: gia hạn, thay đổi người ở và bàn giao khi kết thúc kỳ lưu trú.

Dưới đây là câu trả lời cho những câu hỏi chúng tôi thường nhận được. Nếu không thấy câu hỏi của bạn, hãy liên hệ qua điện thoại, email hoặc biểu mẫu hỗ trợ khách hàng.`,
  },
};

/** /useful-information/apartment-renting-process: intro above the FAQ list. */
export const apartmentRentingProcess: PageSeed = {
  key: 'apartment-renting-process',
  slug: 'apartment-renting-process',
  motif: 'bedroom',
  title: {
    en: 'Apartment renting process',
    ja: 'お部屋を借りるまでの流れ',
    vi: 'Quy trình thuê căn hộ',
  },
  summary: {
    en: 'From search to move-in: the steps for long-term leases and short-term bookings.',
    ja: '物件探しから入居まで。長期契約と短期予約それぞれの流れをご説明します。',
    vi: 'Từ tìm kiếm đến khi chuyển vào: các bước cho thuê dài hạn và đặt phòng ngắn ngày.',
  },
  content: {
    en: `Renting with StayVN takes a few simple steps. The process depends on whether you want a long-term lease or a short stay.

## Long-term lease

1. **Search and shortlist** apartments by city, area, size and budget, and save your favourites.
2. **Send an enquiry** with your move-in date and requirements. We reply within one working day.
3. **View the apartments** in person or by video call, accompanied by a consultant.
4. **Agree the terms** and sign the lease; pay the deposit and the first rent.
5. **Move in**: we check the apartment with you, hand over the keys and register your temporary residence.

## Short stay

1. Choose an apartment marked for short stays and select your dates.
2. Press *Book now*, sign in and pay in full by card, VNPay QR or bank transfer.
3. Receive your confirmation and check in from 14:00 on the day of arrival; check out by 12:00 on the last day.

The questions below cover the details, from payment to cancellation.`,
    ja: `StayVNでのお部屋探しは、いくつかの簡単なステップで完了します。長期契約か短期滞在かによって流れが異なります。

## 長期契約の場合

1. **検索・候補の絞り込み**：都市、エリア、広さ、予算で検索し、気になる物件をお気に入りに保存します。
2. **お問い合わせ**：入居希望日とご要望をお送りください。1営業日以内にご返信します。
3. **内見**：コンサルタントが同行し、現地またはビデオ通話でお部屋をご案内します。
4. **条件の合意・契約**：賃貸借契約に署名し、敷金と初回賃料をお支払いいただきます。
5. **ご入居**：お部屋の状態を一緒に確認し、鍵をお渡しして、一時滞在の届出を行います。

## 短期滞在の場合

1. 短期滞在対応の物件を選び、日程を指定します。
2. 「今すぐ予約」を押してログインし、カード、VNPay QR、または銀行振込で全額をお支払いください。
3. 予約確認を受け取ったら、到着日の14:00からチェックインできます。チェックアウトは最終日の12:00までです。

お支払いからキャンセルまで、詳細は以下のよくあるご質問をご覧ください。`,
    vi: `Thuê nhà cùng StayVN chỉ gồm vài bước đơn giản. Quy trình tùy thuộc bạn muốn thuê dài hạn hay lưu trú ngắn ngày.

## Thuê dài hạn

1. **Tìm kiếm và chọn lọc** căn hộ theo thành phố, khu vực, diện tích và ngân sách, lưu lại những căn bạn thích.
2. **Gửi yêu cầu** kèm ngày dự kiến chuyển vào và nhu cầu của bạn. Chúng tôi phản hồi trong vòng một ngày làm việc.
3. **Xem nhà** trực tiếp hoặc qua cuộc gọi video, có chuyên viên tư vấn đi cùng.
4. **Thống nhất điều khoản** và ký hợp đồng; thanh toán tiền cọc và kỳ tiền thuê đầu tiên.
5. **Chuyển vào**: chúng tôi cùng bạn kiểm tra căn hộ, bàn giao chìa khóa và khai báo tạm trú.

## Lưu trú ngắn ngày

1. Chọn căn hộ dành cho lưu trú ngắn ngày và chọn ngày.
2. Bấm *Đặt ngay*, đăng nhập và thanh toán toàn bộ bằng thẻ, VNPay QR hoặc chuyển khoản ngân hàng.
3. Nhận xác nhận và nhận phòng từ 14:00 ngày đến; trả phòng trước 12:00 ngày cuối.

Các câu hỏi dưới đây giải đáp chi tiết, từ thanh toán đến hủy phòng.`,
  },
};
