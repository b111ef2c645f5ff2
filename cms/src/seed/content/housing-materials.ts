import type { PageSeed } from './types.js';

/** /{language}/about-us/housing-material/overview */
export const housingMaterialsOverview: PageSeed = {
  key: 'housing-material-overview',
  slug: 'overview',
  motif: 'kitchen',
  title: { en: 'Housing materials', ja: '住宅建材', vi: 'Vật liệu nhà ở' },
  summary: {
    en: 'Durable flooring, kitchens, bathrooms and smart-home panels chosen for rental homes in Vietnam’s climate, supplied and installed by StayVN Home Materials.',
    ja: 'ベトナムの気候と賃貸住宅のために選んだ、丈夫な床材、キッチン、浴室設備、スマートホームパネル。StayVN Home Materialsが供給から施工まで行います。',
    vi: 'Sàn, bếp, thiết bị phòng tắm và bảng điều khiển nhà thông minh bền bỉ, được chọn cho nhà cho thuê trong khí hậu Việt Nam, do Vật liệu Nhà ở StayVN cung cấp và lắp đặt.',
  },
  content: {
    en: `Rental homes work harder than most. Floors see suitcases and moving boxes several times a year, kitchens are used by many different people, and everything has to cope with heat, humidity and the damp nồm season in the north. Over years of managing apartments, we learned which materials last and which do not.

## Why owners work with us

StayVN Home Materials, a company of the StayVN group, turns that experience into a range of products and renovation packages for owners and developers:

- **Chosen for rentals**: every product is tested in apartments we manage before it enters our range.
- **One contact**: from measurement and design to installation, and then listing the renovated apartment on StayVN.
- **Predictable budgets**: fixed-price packages per room type, with clear lead times.
- **Warranty and service**: installation warranty handled by the same team that maintains your apartment.

Our showrooms in Hanoi and Ho Chi Minh City display complete kitchens, bathrooms and flooring samples. Book a visit or ask our team for a renovation quotation.`,
    ja: `賃貸住宅は、一般の住まい以上に過酷な使われ方をします。床は年に何度もスーツケースや引っ越しの荷物にさらされ、キッチンはさまざまな人に使われ、しかも暑さや湿気、北部の「ノム」の季節にも耐えなければなりません。私たちは長年の物件管理を通じて、長持ちする素材とそうでない素材を見極めてきました。

## オーナー様に選ばれる理由

StayVNグループのStayVN Home Materialsは、その経験を製品とリフォームパッケージにしてオーナー様・デベロッパー様にご提供しています。

- **賃貸向けに厳選**：すべての製品は、当社が管理する物件で実際に試験してからラインナップに加えています。
- **窓口はひとつ**：採寸・設計から施工、そしてリフォーム後のお部屋のStayVNへの掲載まで一括で対応します。
- **予算が明確**：間取りごとの定額パッケージで、工期もはっきりお伝えします。
- **保証とアフターサービス**：施工保証は、お部屋のメンテナンスを担当する同じチームが対応します。

ハノイとホーチミンのショールームでは、キッチンや浴室の実物展示と床材のサンプルをご覧いただけます。見学のご予約やリフォームのお見積もりは、お気軽にお問い合わせください。`,
    vi: `Nhà cho thuê phải chịu nhiều áp lực hơn nhà ở thông thường. Sàn nhà đón vali và thùng đồ chuyển nhà nhiều lần mỗi năm, bếp được nhiều người khác nhau sử dụng, và mọi thứ phải chịu được nắng nóng, độ ẩm và mùa nồm ở miền Bắc. Qua nhiều năm quản lý căn hộ, chúng tôi đã biết vật liệu nào bền và vật liệu nào không.

## Vì sao chủ nhà chọn chúng tôi

Vật liệu Nhà ở StayVN, thành viên của nhóm StayVN, biến kinh nghiệm đó thành các dòng sản phẩm và gói cải tạo dành cho chủ nhà và chủ đầu tư:

- **Chọn lọc cho nhà cho thuê**: mọi sản phẩm đều được thử nghiệm tại các căn hộ chúng tôi quản lý trước khi đưa vào danh mục.
- **Một đầu mối**: từ đo đạc, thiết kế đến lắp đặt, rồi đăng căn hộ sau cải tạo lên StayVN.
- **Ngân sách rõ ràng**: gói trọn giá theo loại phòng, thời gian thi công cụ thể.
- **Bảo hành và dịch vụ**: bảo hành lắp đặt do chính đội ngũ bảo trì căn hộ của bạn thực hiện.

Showroom của chúng tôi tại Hà Nội và TP. Hồ Chí Minh trưng bày bếp, phòng tắm hoàn chỉnh và mẫu sàn. Hãy đặt lịch tham quan hoặc yêu cầu báo giá cải tạo.`,
  },
};

/** /{language}/about-us/housing-material/products/{slug} */
export const housingMaterialProducts: PageSeed[] = [
  {
    key: 'flooring',
    slug: 'flooring',
    motif: 'living-room',
    title: { en: 'Flooring', ja: '床材', vi: 'Sàn nhà' },
    summary: {
      en: 'Engineered wood and rigid-core vinyl floors that stay stable in heat and humidity.',
      ja: '高温多湿でも反りや伸縮が少ない、複合フローリングとリジッドコアのビニール床材。',
      vi: 'Sàn gỗ kỹ thuật và sàn vinyl lõi cứng ổn định trong điều kiện nóng ẩm.',
    },
    content: {
      en: `Solid wood looks beautiful but moves with the seasons in Vietnam’s humidity, and cheap laminate swells when it gets wet. Our flooring range is made for the climate and for the wear of rental life.

## The range

- **Engineered oak**: a real oak top layer on a cross-laid core that resists warping. Warm and natural, for living rooms and bedrooms of premium apartments.
- **Rigid-core vinyl (SPC)**: fully waterproof, quiet underfoot with an attached acoustic backing, and very resistant to scratches from furniture and luggage. Suitable for every room, including kitchens.
- **Porcelain tiles**: large-format, low-porosity tiles with a wood or stone look for balconies, kitchens and ground floors.

## Installation

Floating floors can usually be laid over existing tiles, which shortens work to two or three days for a two-bedroom apartment. Every installation includes moisture testing, skirting boards and transition profiles.`,
      ja: `無垢材は美しいものの、ベトナムの湿気で季節ごとに伸縮し、安価なラミネート材は水に濡れると膨らんでしまいます。当社の床材は、この気候と賃貸住宅ならではの使用環境に合わせて選んでいます。

## ラインナップ

- **複合オークフローリング**：反りに強い直交積層の芯材に、本物のオーク材を表面に貼ったもの。温かみのある自然な風合いで、高級物件のリビングや寝室に最適です。
- **リジッドコア・ビニール床材（SPC）**：完全防水で、裏面の防音材により足音も静か。家具や荷物による傷にも非常に強く、キッチンを含むすべての部屋に使えます。
- **磁器質タイル**：吸水率の低い大判タイルで、木目調・石目調をそろえています。バルコニー、キッチン、1階部分に適しています。

## 施工について

フローティング工法の床材は、多くの場合既存のタイルの上から施工できるため、2ベッドルームのお部屋なら工期は2〜3日です。すべての施工に、含水率の測定、幅木、見切り材の取り付けが含まれます。`,
      vi: `Gỗ tự nhiên đẹp nhưng co giãn theo mùa trong độ ẩm của Việt Nam, còn sàn gỗ công nghiệp giá rẻ dễ phồng khi bị ướt. Dòng sàn của chúng tôi được chọn cho khí hậu này và cho cường độ sử dụng của nhà cho thuê.

## Các dòng sản phẩm

- **Sàn gỗ sồi kỹ thuật**: lớp mặt gỗ sồi thật trên lõi ghép chéo chống cong vênh. Ấm áp, tự nhiên, dành cho phòng khách và phòng ngủ của căn hộ cao cấp.
- **Sàn vinyl lõi cứng (SPC)**: chống nước hoàn toàn, êm chân nhờ lớp đệm tiêu âm đi kèm, rất bền trước trầy xước do đồ đạc và vali. Dùng được cho mọi phòng, kể cả bếp.
- **Gạch porcelain**: gạch khổ lớn, độ hút nước thấp, vân gỗ hoặc vân đá, cho ban công, bếp và tầng trệt.

## Lắp đặt

Sàn lắp nổi thường có thể lát trực tiếp trên nền gạch cũ, rút ngắn thời gian thi công căn hộ hai phòng ngủ còn hai đến ba ngày. Mỗi lần lắp đặt đều bao gồm đo độ ẩm nền, lắp len chân tường và nẹp chuyển tiếp.`,
    },
  },
  {
    key: 'kitchen-systems',
    slug: 'kitchen-systems',
    motif: 'kitchen',
    title: { en: 'Kitchen systems', ja: 'システムキッチン', vi: 'Hệ tủ bếp' },
    summary: {
      en: 'Modular kitchens with moisture-resistant cabinets, quartz worktops and induction hobs, sized for apartments.',
      ja: '耐湿性キャビネット、クオーツ天板、IHコンロを備え、アパートメントのサイズに合わせたモジュール式キッチン。',
      vi: 'Bếp mô-đun với tủ chống ẩm, mặt đá thạch anh và bếp từ, thiết kế vừa vặn cho căn hộ.',
    },
    content: {
      en: `The kitchen is where tenants judge an apartment in the first minute of a viewing. Our modular kitchen systems look good on the first day and still work well after years of daily cooking by different residents.

## What goes into a kitchen

- **Cabinets** with moisture-resistant boards and sealed edges, soft-close hinges and drawers, and handles that do not loosen.
- **Quartz worktops** that resist stains from fish sauce, turmeric and coffee, and do not need sealing.
- **Appliances**: induction hobs, which are safer and easier to clean than gas, ducted or recirculating hoods, built-in ovens and full-size fridges.
- **Sinks and taps**: deep stainless-steel sinks and pull-out taps, with a space prepared for a water filter.

## From one-bedroom to family size

Standard layouts fit studios, one-bedroom and family apartments. Our designers measure on site, propose a layout and a fixed price, and install in most apartments within a week.`,
      ja: `内見で入居希望者がお部屋を評価するのは、最初の1分間に見るキッチンだといわれます。当社のシステムキッチンは、設置した日の美しさはもちろん、何年にもわたってさまざまな入居者が毎日料理をしても使い勝手が落ちません。

## キッチンの構成

- **キャビネット**：耐湿性のボードと封止処理したエッジ、ソフトクローズ機能付きの扉と引き出し、緩みにくい取っ手。
- **クオーツ天板**：ヌックマム、ターメリック、コーヒーなどのシミに強く、シーリングの手入れも不要です。
- **家電**：ガスより安全でお手入れも簡単なIHコンロ、ダクト式または循環式のレンジフード、ビルトインオーブン、フルサイズの冷蔵庫。
- **シンクと水栓**：深型のステンレスシンクと引き出し式水栓。浄水器の設置スペースも確保しています。

## 1ベッドルームからファミリータイプまで

スタジオ、1ベッドルーム、ファミリータイプのお部屋に合う標準レイアウトをご用意しています。デザイナーが現地で採寸し、レイアウトと定額のお見積もりをご提案、多くのお部屋では1週間以内に施工が完了します。`,
      vi: `Gian bếp là nơi khách thuê đánh giá căn hộ ngay trong phút đầu tiên xem nhà. Hệ tủ bếp mô-đun của chúng tôi đẹp từ ngày đầu và vẫn vận hành tốt sau nhiều năm được nhiều cư dân khác nhau nấu nướng hằng ngày.

## Một gian bếp gồm những gì

- **Tủ bếp** bằng ván chống ẩm, cạnh được dán kín, bản lề và ray ngăn kéo giảm chấn, tay nắm không bị lỏng.
- **Mặt đá thạch anh** chống bám màu nước mắm, nghệ và cà phê, không cần phủ chống thấm.
- **Thiết bị**: bếp từ an toàn và dễ vệ sinh hơn bếp gas, máy hút mùi ống thoát hoặc tuần hoàn, lò nướng âm tủ và tủ lạnh cỡ lớn.
- **Chậu rửa và vòi**: chậu inox sâu lòng, vòi rút dây, có sẵn vị trí lắp máy lọc nước.

## Từ căn một phòng ngủ đến căn gia đình

Các bố cục tiêu chuẩn phù hợp với studio, căn một phòng ngủ và căn hộ gia đình. Nhà thiết kế của chúng tôi đo đạc tại chỗ, đề xuất bố cục kèm giá trọn gói, và lắp đặt trong vòng một tuần với phần lớn căn hộ.`,
    },
  },
  {
    key: 'bathroom-fittings',
    slug: 'bathroom-fittings',
    motif: 'bathroom',
    title: { en: 'Bathroom fittings', ja: '浴室設備', vi: 'Thiết bị phòng tắm' },
    summary: {
      en: 'Thermostatic showers, wall-hung toilets, anti-slip tiles and efficient water heaters for easy-care bathrooms.',
      ja: 'サーモスタット式シャワー、壁掛けトイレ、防滑タイル、高効率の温水器で、お手入れしやすい浴室に。',
      vi: 'Vòi sen ổn nhiệt, bồn cầu treo tường, gạch chống trơn và bình nước nóng tiết kiệm cho phòng tắm dễ chăm sóc.',
    },
    content: {
      en: `Most maintenance calls in rental apartments start in the bathroom: a dripping tap, a shower that runs too hot or too cold, a blocked drain. Our bathroom range is chosen to prevent those calls.

## The essentials

- **Thermostatic shower sets** that keep a steady temperature even when water pressure changes, which is common in high-rise buildings.
- **Wall-hung toilets** with concealed cisterns and dual flush, easier to clean and quieter than floor-standing models.
- **Anti-slip porcelain tiles** for floors and large-format wall tiles with fewer grout lines, so there is less room for mould.
- **Water heaters**: slim storage heaters with safety cut-offs, or heat-pump systems for larger apartments, with clear controls that tenants understand.
- **Accessories** in stainless steel that does not rust in humid air.

## Installation

We replace fittings in a typical bathroom in two to four days, including waterproofing checks. For full renovations, we waterproof floors and shower walls before tiling and test them before handing over.`,
      ja: `賃貸物件のメンテナンス依頼の多くは浴室から始まります。ポタポタ漏れる蛇口、熱すぎたり冷たすぎたりするシャワー、排水口の詰まりなどです。当社の浴室設備は、そうしたトラブルを未然に防ぐことを考えて選んでいます。

## 主な製品

- **サーモスタット式シャワーセット**：高層ビルでよく起こる水圧の変化があっても、一定の温度を保ちます。
- **壁掛けトイレ**：タンクを壁内に隠した二段階洗浄タイプで、床置き型よりお手入れしやすく静かです。
- **防滑性の磁器質タイル**を床に、目地の少ない大判タイルを壁に使い、カビの発生を抑えます。
- **温水器**：安全装置付きのスリムな貯湯式、または広いお部屋向けのヒートポンプ式。入居者にもわかりやすい操作パネルです。
- **アクセサリー類**：湿気の多い環境でも錆びにくいステンレス製です。

## 施工について

一般的な浴室の設備交換は、防水チェックを含めて2〜4日で完了します。全面改装の場合は、タイル施工前に床とシャワー周りの壁に防水処理を施し、お引き渡し前に試験を行います。`,
      vi: `Phần lớn cuộc gọi bảo trì ở căn hộ cho thuê bắt đầu từ phòng tắm: vòi nhỏ giọt, vòi sen lúc quá nóng lúc quá lạnh, cống thoát bị tắc. Các thiết bị phòng tắm của chúng tôi được chọn để ngăn những cuộc gọi đó.

## Những thiết bị cốt lõi

- **Bộ sen tắm ổn nhiệt** giữ nhiệt độ ổn định ngay cả khi áp lực nước thay đổi, điều thường gặp ở tòa nhà cao tầng.
- **Bồn cầu treo tường** với két nước âm tường và xả hai chế độ, dễ vệ sinh và êm hơn bồn cầu đặt sàn.
- **Gạch porcelain chống trơn** cho sàn và gạch ốp tường khổ lớn với ít đường ron, hạn chế nấm mốc.
- **Bình nước nóng**: bình chứa dáng mỏng có ngắt an toàn, hoặc hệ thống bơm nhiệt cho căn hộ lớn, với bảng điều khiển dễ hiểu cho khách thuê.
- **Phụ kiện** bằng inox không gỉ trong không khí ẩm.

## Lắp đặt

Chúng tôi thay thiết bị cho một phòng tắm thông thường trong hai đến bốn ngày, bao gồm kiểm tra chống thấm. Với cải tạo toàn bộ, sàn và tường khu vực tắm được chống thấm trước khi ốp lát và được thử nghiệm trước khi bàn giao.`,
    },
  },
  {
    key: 'smart-home-panels',
    slug: 'smart-home-panels',
    motif: 'bedroom',
    title: { en: 'Smart-home panels', ja: 'スマートホームパネル', vi: 'Bảng điều khiển nhà thông minh' },
    summary: {
      en: 'Touch switch panels, smart locks and energy monitoring that make apartments easier to live in and to manage.',
      ja: 'タッチ式スイッチパネル、スマートロック、電力モニタリングで、暮らしやすく管理しやすいお部屋に。',
      vi: 'Công tắc cảm ứng, khóa thông minh và theo dõi điện năng giúp căn hộ dễ sống và dễ quản lý hơn.',
    },
    content: {
      en: `Smart-home technology in a rental apartment should be simple for tenants and useful for owners. Our panels replace ordinary switches and add a few carefully chosen functions, without apps that tenants must learn.

## Functions

- **Touch switch panels** with scenes such as "arrive home" and "good night", labelled in English, Japanese and Vietnamese.
- **Air-conditioning control** from the panel or a phone, with a limit on the lowest temperature to avoid waste.
- **Smart door locks** with PIN codes and key cards that can be changed between tenants, so lost keys no longer mean a new lock.
- **Energy monitoring** per apartment, which helps tenants understand their electricity bill and lets property managers spot faults early.
- **Leak sensors** under sinks and water heaters that send an alert to the building before water reaches the floor below.

## Privacy and support

Panels work locally and do not record audio or video. Access codes are reset at every change of tenant. Installation in an occupied apartment takes one day, and our property management team provides ongoing support.`,
      ja: `賃貸住宅のスマートホーム機能は、入居者にとってシンプルで、オーナー様にとって役立つものであるべきです。当社のパネルは通常のスイッチと置き換えるだけで、入居者が新しいアプリを覚える必要のない、厳選した機能を追加します。

## 機能

- **タッチ式スイッチパネル**：「帰宅」「おやすみ」などのシーン設定付きで、表示は英語・日本語・ベトナム語に対応しています。
- **エアコン制御**：パネルまたはスマートフォンから操作でき、無駄を防ぐために最低設定温度を制限できます。
- **スマートロック**：入居者が替わるたびに変更できる暗証番号とカードキーに対応。鍵を紛失しても錠前ごと交換する必要がなくなります。
- **電力モニタリング**：お部屋ごとの使用量を把握でき、入居者は電気代を理解しやすく、管理担当者は故障を早期に発見できます。
- **漏水センサー**：シンク下や温水器の下に設置し、階下へ水が漏れる前に建物へ警報を送ります。

## プライバシーとサポート

パネルはローカルで動作し、音声や映像は記録しません。アクセスコードは入居者が替わるたびにリセットします。入居中のお部屋でも設置は1日で完了し、その後は物件管理チームが継続的にサポートします。`,
      vi: `Công nghệ nhà thông minh trong căn hộ cho thuê cần đơn giản với khách thuê và hữu ích với chủ nhà. Bảng điều khiển của chúng tôi thay thế công tắc thông thường và bổ sung một vài chức năng chọn lọc, không bắt khách thuê phải học thêm ứng dụng.

## Chức năng

- **Công tắc cảm ứng** với các kịch bản như "về nhà" và "chúc ngủ ngon", hiển thị bằng tiếng Anh, tiếng Nhật và tiếng Việt.
- **Điều khiển điều hòa** từ bảng điều khiển hoặc điện thoại, có giới hạn nhiệt độ thấp nhất để tránh lãng phí.
- **Khóa cửa thông minh** dùng mã PIN và thẻ từ, có thể đổi giữa các khách thuê, nên mất chìa khóa không còn đồng nghĩa với thay khóa mới.
- **Theo dõi điện năng** theo từng căn hộ, giúp khách thuê hiểu hóa đơn tiền điện và giúp quản lý căn hộ phát hiện sớm sự cố.
- **Cảm biến rò rỉ nước** dưới bồn rửa và bình nước nóng, gửi cảnh báo cho tòa nhà trước khi nước thấm xuống tầng dưới.

## Quyền riêng tư và hỗ trợ

Bảng điều khiển hoạt động cục bộ, không ghi âm hay ghi hình. Mã truy cập được đặt lại mỗi khi đổi khách thuê. Việc lắp đặt trong căn hộ đang có người ở chỉ mất một ngày, và đội ngũ quản lý bất động sản hỗ trợ lâu dài.`,
    },
  },
];

/** /{language}/about-us/housing-material/gallery */
export const housingMaterialGallery: PageSeed = {
  key: 'housing-material-gallery',
  slug: 'gallery',
  motif: 'bathroom',
  title: { en: 'Project gallery', ja: '施工事例ギャラリー', vi: 'Thư viện dự án' },
  summary: {
    en: 'Apartments renovated with StayVN Home Materials in Hanoi, Ho Chi Minh City and Hai Phong.',
    ja: 'ハノイ、ホーチミン、ハイフォンでStayVN Home Materialsがリフォームしたお部屋の事例です。',
    vi: 'Những căn hộ được cải tạo cùng Vật liệu Nhà ở StayVN tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng.',
  },
  content: {
    en: `These photos show apartments that owners renovated with our flooring, kitchens, bathrooms and smart-home panels before listing them on StayVN. Many were let within a few weeks of completion.

Each project started with a visit, a fixed-price proposal and a schedule agreed with the owner and the building management. If you would like a similar result for your apartment, contact us for a free assessment.`,
    ja: `こちらの写真は、オーナー様が当社の床材、キッチン、浴室設備、スマートホームパネルでリフォームし、StayVNに掲載したお部屋です。多くは完成から数週間以内に入居者が決まりました。

どの事例も、現地調査、定額のご提案、オーナー様・建物管理会社と合意した工程表から始まりました。同じようなリフォームをご検討の方は、無料の現地診断をお申し込みください。`,
    vi: `Những hình ảnh này là các căn hộ được chủ nhà cải tạo bằng sàn, bếp, thiết bị phòng tắm và bảng điều khiển nhà thông minh của chúng tôi trước khi đăng trên StayVN. Nhiều căn đã có khách thuê chỉ vài tuần sau khi hoàn thiện.

Mỗi dự án đều bắt đầu bằng một buổi khảo sát, đề xuất trọn gói và tiến độ thống nhất với chủ nhà và ban quản lý tòa nhà. Nếu bạn muốn căn hộ của mình có kết quả tương tự, hãy liên hệ để được đánh giá miễn phí.`,
  },
};
