import type { FaqCategoryKey, FaqSeed, Localized } from './types.js';

export const faqCategories: { key: FaqCategoryKey; name: Localized }[] = [
  { key: 'owners', name: { en: 'For owners', ja: 'オーナー様向け', vi: 'Dành cho chủ nhà' } },
  {
    key: 'frequently-asked-issues',
    name: { en: 'Frequently asked issues', ja: 'よくあるトラブル', vi: 'Sự cố thường gặp' },
  },
  {
    key: 'customer-support-service',
    name: { en: 'Customer support service', ja: 'カスタマーサポート', vi: 'Dịch vụ hỗ trợ khách hàng' },
  },
  {
    key: 'apartment-renting-process',
    name: { en: 'Apartment renting process', ja: 'お部屋を借りるまでの流れ', vi: 'Quy trình thuê căn hộ' },
  },
  {
    key: 'useful-information',
    name: { en: 'Useful information', ja: 'お役立ち情報', vi: 'Thông tin hữu ích' },
  },
];

export const faqs: FaqSeed[] = [
  // ───────────────────────────── owners (6) ─────────────────────────────
  {
    key: 'owners-how-to-list',
    category: 'owners',
    title: {
      en: 'How do I list my property with StayVN?',
      ja: 'StayVNに物件を掲載するにはどうすればよいですか？',
      vi: 'Làm thế nào để đăng cho thuê bất động sản với StayVN?',
    },
    content: {
      en: `Fill in the form on **For owners → Create your property**: your contact details, the city, the type of property, the number of bedrooms and bathrooms, the address, a short description of the facilities and the asking rent.

You can attach up to **10 photos** (JPEG, PNG, GIF, TIFF or BMP, each under 2.5 MB). Our leasing team contacts you within **two working days** to arrange a visit.`,
      ja: `「オーナー様向け → 物件を登録する」のフォームに、ご連絡先、都市、物件の種類、寝室・浴室の数、所在地、設備の簡単な説明、希望賃料をご入力ください。

写真は**最大10枚**（JPEG・PNG・GIF・TIFF・BMP形式、1枚あたり2.5MB未満）まで添付できます。**2営業日以内**に担当者からご連絡し、現地確認の日程を調整いたします。`,
      vi: `Điền vào biểu mẫu tại **Dành cho chủ nhà → Đăng ký bất động sản**: thông tin liên hệ, thành phố, loại bất động sản, số phòng ngủ và phòng tắm, địa chỉ, mô tả ngắn về tiện nghi và giá thuê mong muốn.

Bạn có thể đính kèm tối đa **10 ảnh** (JPEG, PNG, GIF, TIFF hoặc BMP, mỗi ảnh dưới 2,5 MB). Đội ngũ cho thuê sẽ liên hệ trong vòng **2 ngày làm việc** để hẹn lịch khảo sát.`,
    },
  },
  {
    key: 'owners-fees',
    category: 'owners',
    title: {
      en: 'How much does it cost to list with StayVN?',
      ja: '掲載に費用はかかりますか？',
      vi: 'Đăng cho thuê với StayVN có mất phí không?',
    },
    content: {
      en: `Listing, photography and the initial visit are **free**. We charge a commission only when a tenant signs a lease or a short-stay booking is completed. The rate depends on the type of lease and the services you choose, and is set out in the owner agreement before anything is published.`,
      ja: `掲載、写真撮影、初回の現地確認は**無料**です。手数料は、入居者が賃貸契約を結んだとき、または短期滞在の予約が完了したときにのみ発生します。料率は契約形態とご利用いただくサービスによって異なり、掲載前にオーナー契約書で明示します。`,
      vi: `Việc đăng tin, chụp ảnh và khảo sát ban đầu đều **miễn phí**. Chúng tôi chỉ thu hoa hồng khi khách ký hợp đồng thuê hoặc khi một lượt đặt phòng ngắn ngày hoàn tất. Mức phí tùy theo loại hợp đồng và dịch vụ bạn chọn, được ghi rõ trong thỏa thuận với chủ nhà trước khi đăng tin.`,
    },
  },
  {
    key: 'owners-requirements',
    category: 'owners',
    title: {
      en: 'What kind of properties do you accept?',
      ja: 'どのような物件を掲載できますか？',
      vi: 'StayVN nhận những loại bất động sản nào?',
    },
    content: {
      en: `We list furnished or ready-to-furnish apartments, houses and office spaces in Hanoi, Ho Chi Minh City and Hai Phong. The property must be legally owned or leasable by you, in good condition, and safe: working smoke detectors, sound electrical wiring and secure doors and windows.

If the apartment is unfurnished, we can propose a furnishing package and arrange the purchase and installation.`,
      ja: `ハノイ、ホーチミン、ハイフォンにある家具付き（または家具設置が可能な）アパートメント、戸建て、オフィスを取り扱っています。物件はオーナー様が法的に所有または転貸できるものであり、状態が良く、煙感知器の作動、安全な電気配線、施錠できるドアや窓など、安全面が確保されている必要があります。

家具のないお部屋の場合は、家具パッケージをご提案し、購入から設置まで手配することも可能です。`,
      vi: `Chúng tôi nhận căn hộ, nhà ở và văn phòng đã có hoặc sẵn sàng lắp đặt nội thất tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng. Bất động sản phải thuộc sở hữu hợp pháp của bạn hoặc bạn có quyền cho thuê, trong tình trạng tốt và an toàn: đầu báo khói hoạt động, hệ thống điện đảm bảo, cửa ra vào và cửa sổ chắc chắn.

Nếu căn hộ chưa có nội thất, chúng tôi có thể đề xuất gói nội thất và lo việc mua sắm, lắp đặt.`,
    },
  },
  {
    key: 'owners-payout',
    category: 'owners',
    title: {
      en: 'When and how do I receive the rent?',
      ja: '賃料はいつ、どのように受け取れますか？',
      vi: 'Khi nào và bằng cách nào tôi nhận được tiền thuê?',
    },
    content: {
      en: `For long-term leases, rent is paid by the tenant according to the contract and transferred to your bank account in Vietnam, after deducting our commission, within **5 working days** of receipt. For short stays, payouts are made **monthly** with a statement of every booking, cancellation fee and refund.`,
      ja: `長期契約の場合、入居者から契約に基づいて支払われた賃料を、弊社手数料を差し引いたうえで、受領から**5営業日以内**にオーナー様のベトナム国内の銀行口座へ送金します。短期滞在の場合は**毎月**、予約・キャンセル料・返金の明細を添えてお支払いします。`,
      vi: `Với hợp đồng dài hạn, tiền thuê do khách thanh toán theo hợp đồng sẽ được chuyển vào tài khoản ngân hàng của bạn tại Việt Nam, sau khi trừ hoa hồng, trong vòng **5 ngày làm việc** kể từ khi nhận. Với lưu trú ngắn ngày, chúng tôi thanh toán **hằng tháng** kèm bảng kê từng lượt đặt phòng, phí hủy và khoản hoàn tiền.`,
    },
  },
  {
    key: 'owners-maintenance',
    category: 'owners',
    title: {
      en: 'Who takes care of maintenance and repairs?',
      ja: 'メンテナンスや修繕は誰が行いますか？',
      vi: 'Ai chịu trách nhiệm bảo trì và sửa chữa?',
    },
    content: {
      en: `Our property managers handle tenants’ requests around the clock. Small repairs are carried out directly and listed on your monthly statement. For anything above the amount agreed in the owner agreement, we send you a quotation and wait for your approval, except in emergencies that threaten safety or could cause further damage.`,
      ja: `入居者からの依頼には、弊社の物件管理担当が24時間対応します。軽微な修繕はそのまま実施し、月次明細に記載します。オーナー契約で定めた金額を超える修繕は、見積もりをお送りしてご承認をいただいてから行います。ただし、安全に関わる場合や被害の拡大が見込まれる緊急時はこの限りではありません。`,
      vi: `Quản lý căn hộ của chúng tôi tiếp nhận yêu cầu của khách thuê suốt 24 giờ. Các sửa chữa nhỏ được thực hiện ngay và ghi vào bảng kê hằng tháng. Với các hạng mục vượt mức đã thỏa thuận trong hợp đồng với chủ nhà, chúng tôi gửi báo giá và chờ bạn phê duyệt, trừ trường hợp khẩn cấp đe dọa an toàn hoặc có thể gây thêm thiệt hại.`,
    },
  },
  {
    key: 'owners-contract-length',
    category: 'owners',
    title: {
      en: 'Can I decide between long-term and short-term letting?',
      ja: '長期賃貸と短期賃貸を選べますか？',
      vi: 'Tôi có thể chọn cho thuê dài hạn hay ngắn ngày không?',
    },
    content: {
      en: `Yes. You can offer your property for long-term leases (usually 6 to 12 months or more), for short stays booked online, or both. We will advise on what suits the building and the neighbourhood: some buildings do not allow short-term letting under their management rules, and we check this before listing.`,
      ja: `はい。長期契約（通常6〜12か月以上）、オンライン予約による短期滞在、またはその両方からお選びいただけます。建物や地域に合った方法をご提案します。管理規約で短期賃貸を認めていない建物もあるため、掲載前に必ず確認いたします。`,
      vi: `Có. Bạn có thể cho thuê dài hạn (thường từ 6 đến 12 tháng trở lên), cho thuê ngắn ngày qua đặt phòng trực tuyến, hoặc cả hai. Chúng tôi sẽ tư vấn hình thức phù hợp với tòa nhà và khu vực: một số tòa nhà không cho phép cho thuê ngắn ngày theo nội quy, và chúng tôi kiểm tra điều này trước khi đăng tin.`,
    },
  },

  // ──────────────────────── frequently asked issues (6) ────────────────────────
  {
    key: 'issue-air-conditioner',
    category: 'frequently-asked-issues',
    title: {
      en: 'The air-conditioner is not cooling',
      ja: 'エアコンが冷えません',
      vi: 'Điều hòa không mát',
    },
    content: {
      en: `First check that the remote is set to **Cool** (not Fan or Dry) and the temperature is below the room temperature. Replace the remote’s batteries if the display is faint, and make sure windows and doors are closed.

If it still does not cool after 15 minutes, or water drips from the indoor unit, report an issue with a photo of the unit and the remote. Filters are cleaned during regular maintenance, usually every three months.`,
      ja: `まずリモコンが**冷房**モード（送風・除湿ではなく）になっているか、設定温度が室温より低いかをご確認ください。表示が薄い場合はリモコンの電池を交換し、窓やドアが閉まっていることも確かめてください。

15分たっても冷えない場合や、室内機から水が垂れる場合は、室内機とリモコンの写真を添えてトラブルをご報告ください。フィルターは通常3か月ごとの定期点検で清掃しています。`,
      vi: `Trước tiên hãy kiểm tra điều khiển đang ở chế độ **Làm lạnh** (không phải Quạt hay Hút ẩm) và nhiệt độ cài đặt thấp hơn nhiệt độ phòng. Thay pin nếu màn hình điều khiển mờ, và đóng kín cửa sổ, cửa ra vào.

Nếu sau 15 phút vẫn không mát, hoặc dàn lạnh bị nhỏ nước, hãy báo sự cố kèm ảnh dàn lạnh và điều khiển. Lưới lọc được vệ sinh trong đợt bảo trì định kỳ, thường ba tháng một lần.`,
    },
  },
  {
    key: 'issue-hot-water',
    category: 'frequently-asked-issues',
    title: {
      en: 'There is no hot water',
      ja: 'お湯が出ません',
      vi: 'Không có nước nóng',
    },
    content: {
      en: `Most apartments have an electric water heater with its own switch, often outside the bathroom door with a red light. Switch it on and wait **20–30 minutes** for the water to heat up.

If the light does not come on, check the circuit breaker labelled for the heater. If the breaker trips again, leave it off and report the issue: a heater that trips the breaker must be checked by a technician.`,
      ja: `多くのお部屋には専用スイッチ付きの電気温水器があり、スイッチは浴室のドアの外側にあって赤いランプが付いていることが多いです。スイッチを入れて、お湯が温まるまで**20〜30分**お待ちください。

ランプが点かない場合は、分電盤の温水器用ブレーカーをご確認ください。ブレーカーが再び落ちる場合は、切ったままにしてトラブルをご報告ください。ブレーカーが落ちる温水器は、技術者による点検が必要です。`,
      vi: `Phần lớn căn hộ dùng bình nóng lạnh có công tắc riêng, thường ở ngoài cửa phòng tắm và có đèn đỏ. Hãy bật công tắc và chờ **20–30 phút** để nước nóng lên.

Nếu đèn không sáng, hãy kiểm tra aptomat dành cho bình nóng lạnh trong tủ điện. Nếu aptomat tiếp tục nhảy, hãy để tắt và báo sự cố: bình nóng lạnh làm nhảy aptomat cần được kỹ thuật viên kiểm tra.`,
    },
  },
  {
    key: 'issue-wifi',
    category: 'frequently-asked-issues',
    title: {
      en: 'The Wi-Fi is slow or not working',
      ja: 'Wi-Fiが遅い、またはつながりません',
      vi: 'Wi-Fi chậm hoặc không kết nối được',
    },
    content: {
      en: `Restart the router: unplug it, wait 30 seconds and plug it back in. It takes about two minutes to reconnect. The network name and password are on the label of the router and in your welcome guide.

If the internet is still down, or only one room is slow, report an issue. We can contact the provider for you or add a Wi-Fi extender.`,
      ja: `ルーターを再起動してください。電源を抜き、30秒待ってから差し直すと、約2分で再接続されます。ネットワーク名とパスワードは、ルーターのラベルとウェルカムガイドに記載しています。

それでもつながらない場合や、特定の部屋だけ遅い場合はトラブルをご報告ください。回線業者への連絡や、中継器の設置を手配します。`,
      vi: `Hãy khởi động lại bộ phát: rút điện, chờ 30 giây rồi cắm lại. Mất khoảng hai phút để kết nối lại. Tên mạng và mật khẩu có trên nhãn bộ phát và trong tài liệu hướng dẫn chào mừng.

Nếu vẫn không có mạng, hoặc chỉ một phòng bị chậm, hãy báo sự cố. Chúng tôi có thể liên hệ nhà cung cấp giúp bạn hoặc lắp thêm bộ kích sóng.`,
    },
  },
  {
    key: 'issue-power-cut',
    category: 'frequently-asked-issues',
    title: {
      en: 'The power is off in my apartment',
      ja: '部屋の電気が止まりました',
      vi: 'Căn hộ bị mất điện',
    },
    content: {
      en: `Look at the corridor or the neighbouring apartments. If the whole building is dark, it is a grid outage; most buildings switch to a generator within a few minutes for lifts and common areas. Call reception for the expected duration.

If only your apartment is affected, open the electrical panel and switch back on any breaker that is down. If it trips again immediately, unplug recently used appliances and try once more. If it still trips, call the 24/7 hotline.`,
      ja: `まず廊下や隣の部屋の様子をご確認ください。建物全体が停電している場合は送電側の停電で、多くの建物では数分以内にエレベーターや共用部が発電機に切り替わります。復旧の見込みは受付にお問い合わせください。

ご自分のお部屋だけの場合は、分電盤を開け、落ちているブレーカーを上げてください。すぐにまた落ちる場合は、直前に使っていた家電のプラグを抜いてから再度お試しください。それでも落ちる場合は、24時間ホットラインへご連絡ください。`,
      vi: `Hãy nhìn ra hành lang hoặc các căn hộ bên cạnh. Nếu cả tòa nhà mất điện, đó là sự cố lưới điện; phần lớn tòa nhà chuyển sang máy phát trong vài phút cho thang máy và khu vực chung. Hãy gọi lễ tân để biết thời gian dự kiến có điện lại.

Nếu chỉ căn hộ của bạn bị ảnh hưởng, hãy mở tủ điện và bật lại aptomat bị nhảy. Nếu aptomat nhảy ngay lập tức, rút phích các thiết bị vừa sử dụng rồi thử lại. Nếu vẫn nhảy, hãy gọi đường dây nóng 24/7.`,
    },
  },
  {
    key: 'issue-locked-out',
    category: 'frequently-asked-issues',
    title: {
      en: 'I am locked out or my key card does not work',
      ja: '締め出されてしまった／カードキーが使えません',
      vi: 'Tôi bị khóa ngoài hoặc thẻ từ không hoạt động',
    },
    content: {
      en: `Go to the building reception with your passport or ID. After checking that you are a registered tenant or guest, staff can open the door or re-encode your key card. Outside reception hours, call the 24/7 hotline.

A replacement for a lost key card or key is charged at the building’s published rate. For your safety, we never open an apartment for someone who is not registered.`,
      ja: `パスポートまたは身分証明書をお持ちのうえ、建物の受付へお越しください。登録済みの入居者・宿泊者であることを確認したうえで、スタッフが解錠するか、カードキーを再設定します。受付時間外は24時間ホットラインへご連絡ください。

紛失したカードキーや鍵の再発行は、建物所定の料金がかかります。安全のため、登録のない方のためにお部屋を開けることは一切ありません。`,
      vi: `Hãy đến quầy lễ tân tòa nhà kèm hộ chiếu hoặc giấy tờ tùy thân. Sau khi xác nhận bạn là khách thuê hoặc khách lưu trú đã đăng ký, nhân viên sẽ mở cửa hoặc cài lại thẻ từ. Ngoài giờ lễ tân, hãy gọi đường dây nóng 24/7.

Cấp lại thẻ từ hoặc chìa khóa bị mất sẽ tính phí theo mức niêm yết của tòa nhà. Vì an toàn của bạn, chúng tôi không bao giờ mở cửa căn hộ cho người chưa đăng ký.`,
    },
  },
  {
    key: 'issue-water-leak',
    category: 'frequently-asked-issues',
    title: {
      en: 'There is a water leak or a blocked drain',
      ja: '水漏れ・排水口の詰まりがあります',
      vi: 'Bị rò rỉ nước hoặc tắc cống thoát',
    },
    content: {
      en: `For a leak, close the valve under the sink or behind the toilet, or the main valve near the entrance, then call the 24/7 hotline. Move electrical appliances and belongings away from the water.

For a slow or blocked drain, do not use chemical drain cleaners, which can damage pipes. Report the issue through **Help → Create issue** with a photo and we will send a technician, usually the same day.`,
      ja: `水漏れの場合は、シンク下やトイレ裏のバルブ、または玄関付近の元栓を閉めてから、24時間ホットラインへご連絡ください。家電や私物は水から離してください。

排水の流れが悪い、または詰まっている場合は、配管を傷める恐れがあるため市販の薬剤は使わないでください。**ヘルプ → トラブルを報告**から写真を添えてご報告いただければ、通常は当日中に技術者を手配します。`,
      vi: `Nếu bị rò rỉ, hãy khóa van dưới bồn rửa hoặc sau bồn cầu, hoặc van tổng gần cửa ra vào, rồi gọi đường dây nóng 24/7. Di chuyển thiết bị điện và đồ đạc ra xa chỗ nước.

Nếu cống thoát chậm hoặc bị tắc, đừng dùng hóa chất thông cống vì có thể làm hỏng đường ống. Hãy báo sự cố qua **Trợ giúp → Tạo yêu cầu** kèm ảnh, chúng tôi sẽ cử kỹ thuật viên đến, thường ngay trong ngày.`,
    },
  },

  // ──────────────────────── customer support service (6) ────────────────────────
  {
    key: 'support-contact',
    category: 'customer-support-service',
    title: {
      en: 'How can I contact customer support?',
      ja: 'カスタマーサポートへの連絡方法を教えてください',
      vi: 'Làm thế nào để liên hệ bộ phận hỗ trợ khách hàng?',
    },
    content: {
      en: `- **24/7 hotline**: the number shown at the top of every page for your selected city
- **E-mail**: support@stayvn.example
- **Online**: the customer support form or **Help → Create issue** for a problem in your apartment

Our offices in Hanoi, Ho Chi Minh City and Hai Phong are open Monday to Friday 8:30–17:30 and Saturday 8:30–12:00.`,
      ja: `- **24時間ホットライン**：各ページ上部に、選択中の都市の番号を表示しています
- **メール**：support@stayvn.example
- **オンライン**：カスタマーサポートフォーム、またはお部屋のトラブルは**ヘルプ → トラブルを報告**から

ハノイ・ホーチミン・ハイフォンの各オフィスの営業時間は、月〜金曜 8:30〜17:30、土曜 8:30〜12:00です。`,
      vi: `- **Đường dây nóng 24/7**: số điện thoại hiển thị ở đầu mỗi trang theo thành phố bạn chọn
- **Email**: support@stayvn.example
- **Trực tuyến**: biểu mẫu hỗ trợ khách hàng, hoặc **Trợ giúp → Tạo yêu cầu** khi có sự cố trong căn hộ

Văn phòng tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng làm việc từ thứ Hai đến thứ Sáu 8:30–17:30 và thứ Bảy 8:30–12:00.`,
    },
  },
  {
    key: 'support-languages',
    category: 'customer-support-service',
    title: {
      en: 'Which languages does your support team speak?',
      ja: 'サポートは何語で対応していますか？',
      vi: 'Đội ngũ hỗ trợ nói những ngôn ngữ nào?',
    },
    content: {
      en: `Our team supports you in **English, Japanese and Vietnamese**. The 24/7 hotline always has an English- and Vietnamese-speaking agent; Japanese-speaking staff are available during office hours and can call you back outside them.`,
      ja: `**英語・日本語・ベトナム語**で対応しています。24時間ホットラインには常に英語とベトナム語を話すスタッフが待機しています。日本語スタッフは営業時間内に対応し、時間外はこちらから折り返しご連絡します。`,
      vi: `Đội ngũ của chúng tôi hỗ trợ bằng **tiếng Anh, tiếng Nhật và tiếng Việt**. Đường dây nóng 24/7 luôn có nhân viên nói tiếng Anh và tiếng Việt; nhân viên nói tiếng Nhật làm việc trong giờ hành chính và sẽ gọi lại cho bạn nếu ngoài giờ.`,
    },
  },
  {
    key: 'support-response-time',
    category: 'customer-support-service',
    title: {
      en: 'How quickly will you respond to my request?',
      ja: '問い合わせにはどのくらいで回答がありますか？',
      vi: 'Bao lâu thì yêu cầu của tôi được phản hồi?',
    },
    content: {
      en: `- **Emergencies** (leaks, power, locks, safety): immediately by phone, with a technician on site as soon as possible
- **Issues in your apartment** reported online: acknowledged within 2 hours during office hours, usually fixed within 1–2 working days
- **E-mails and enquiries**: answered within 1 working day`,
      ja: `- **緊急の場合**（水漏れ、電気、鍵、安全に関すること）：お電話ですぐに対応し、できるだけ早く技術者が現地へ向かいます
- **オンラインでご報告いただいたお部屋のトラブル**：営業時間内であれば2時間以内に受付のご連絡をし、通常1〜2営業日で対応します
- **メール・お問い合わせ**：1営業日以内にご回答します`,
      vi: `- **Trường hợp khẩn cấp** (rò rỉ nước, điện, khóa cửa, an toàn): xử lý ngay qua điện thoại, kỹ thuật viên có mặt sớm nhất có thể
- **Sự cố trong căn hộ** báo trực tuyến: xác nhận trong vòng 2 giờ trong giờ hành chính, thường khắc phục trong 1–2 ngày làm việc
- **Email và yêu cầu tư vấn**: trả lời trong vòng 1 ngày làm việc`,
    },
  },
  {
    key: 'support-report-issue',
    category: 'customer-support-service',
    title: {
      en: 'What should I include when I report an issue?',
      ja: 'トラブルを報告する際は何を伝えればよいですか？',
      vi: 'Khi báo sự cố, tôi cần cung cấp những gì?',
    },
    content: {
      en: `Give your full name, phone number, e-mail, the apartment name and address, the type of issue and a short description: what happened, since when, and whether it is getting worse.

Photos help our technicians bring the right parts. You can attach images in JPEG, PNG, GIF, TIFF or BMP format, each **under 2.5 MB**.`,
      ja: `お名前、電話番号、メールアドレス、物件名と住所、トラブルの種類、そして簡単な状況説明（何が起きたか、いつからか、悪化しているか）をお知らせください。

写真があると、技術者が必要な部品を持って伺えます。画像はJPEG・PNG・GIF・TIFF・BMP形式で、1枚あたり**2.5MB未満**のものを添付できます。`,
      vi: `Hãy cung cấp họ tên, số điện thoại, email, tên và địa chỉ căn hộ, loại sự cố và mô tả ngắn: chuyện gì đã xảy ra, từ khi nào, và có đang nặng thêm không.

Ảnh chụp giúp kỹ thuật viên mang đúng linh kiện. Bạn có thể đính kèm ảnh định dạng JPEG, PNG, GIF, TIFF hoặc BMP, mỗi ảnh **dưới 2,5 MB**.`,
    },
  },
  {
    key: 'support-complaints',
    category: 'customer-support-service',
    title: {
      en: 'I am not satisfied with how my request was handled',
      ja: '対応内容に満足できなかった場合は？',
      vi: 'Tôi chưa hài lòng với cách xử lý yêu cầu',
    },
    content: {
      en: `We are sorry to hear that. Reply to the last e-mail you received from us or write to support@stayvn.example with "Feedback" in the subject. A customer experience manager, not the person who handled the request, will review the case and contact you within 2 working days.`,
      ja: `ご不便をおかけし申し訳ございません。弊社から最後に届いたメールにご返信いただくか、件名に「フィードバック」と記載のうえ support@stayvn.example までご連絡ください。対応した担当者とは別のカスタマーエクスペリエンス責任者が内容を確認し、2営業日以内にご連絡いたします。`,
      vi: `Chúng tôi rất tiếc về điều này. Hãy trả lời email gần nhất bạn nhận từ chúng tôi hoặc gửi thư đến support@stayvn.example với tiêu đề "Góp ý". Một quản lý trải nghiệm khách hàng, không phải người đã xử lý yêu cầu, sẽ xem xét và liên hệ với bạn trong vòng 2 ngày làm việc.`,
    },
  },
  {
    key: 'support-reviews',
    category: 'customer-support-service',
    title: {
      en: 'How can I leave a review of my stay?',
      ja: '滞在のレビューはどのように投稿しますか？',
      vi: 'Làm thế nào để đánh giá kỳ lưu trú?',
    },
    content: {
      en: `After check-out we send you an e-mail with a personal review link; no login is needed. Give a rating from 1 to 5, choose a tag that fits your stay, write up to 1,500 characters and add up to 5 photos (each under 2.5 MB). Reviews help other guests and tell our teams what to improve.`,
      ja: `チェックアウト後に、レビュー用の専用リンクをメールでお送りします。ログインは不要です。1〜5の評価を付け、滞在に合ったタグを選び、1,500文字以内でコメントをご記入ください。写真は最大5枚（1枚2.5MB未満）まで添付できます。レビューは他のお客様の参考になり、私たちのサービス改善にも役立ちます。`,
      vi: `Sau khi trả phòng, chúng tôi gửi email kèm đường dẫn đánh giá riêng; bạn không cần đăng nhập. Hãy chấm từ 1 đến 5 sao, chọn một thẻ phù hợp với kỳ lưu trú, viết tối đa 1.500 ký tự và đính kèm tối đa 5 ảnh (mỗi ảnh dưới 2,5 MB). Đánh giá của bạn giúp ích cho khách khác và giúp chúng tôi cải thiện dịch vụ.`,
    },
  },

  // ──────────────────────── apartment renting process (6) ────────────────────────
  {
    key: 'process-long-vs-short',
    category: 'apartment-renting-process',
    title: {
      en: 'What is the difference between long-term and short-term apartments?',
      ja: '長期物件と短期物件の違いは何ですか？',
      vi: 'Căn hộ dài hạn và ngắn ngày khác nhau thế nào?',
    },
    content: {
      en: `**Long-term** apartments are let on a lease, usually from 6 months, with the rent shown per month. Press **Contact us** to send an enquiry; our team replies with availability and arranges a viewing.

**Short-term** apartments are booked online by the night, with the price shown per day. Press **Book now**, sign in and pay in full to confirm your stay immediately.`,
      ja: `**長期物件**は通常6か月以上の賃貸契約で、賃料は月額表示です。**お問い合わせ**ボタンからご連絡いただければ、空室状況のご案内と内見の手配をいたします。

**短期物件**は1泊単位でオンライン予約ができ、料金は1日あたりで表示しています。**今すぐ予約**を押してログインし、全額をお支払いいただくと、その場で予約が確定します。`,
      vi: `Căn hộ **dài hạn** cho thuê theo hợp đồng, thường từ 6 tháng, giá hiển thị theo tháng. Bấm **Liên hệ** để gửi yêu cầu; đội ngũ của chúng tôi sẽ phản hồi về tình trạng phòng trống và hẹn lịch xem nhà.

Căn hộ **ngắn ngày** được đặt trực tuyến theo đêm, giá hiển thị theo ngày. Bấm **Đặt ngay**, đăng nhập và thanh toán toàn bộ để xác nhận kỳ lưu trú ngay lập tức.`,
    },
  },
  {
    key: 'process-how-to-book',
    category: 'apartment-renting-process',
    title: {
      en: 'How do I book a short stay?',
      ja: '短期滞在の予約方法を教えてください',
      vi: 'Làm thế nào để đặt phòng ngắn ngày?',
    },
    content: {
      en: `1. Choose the apartment and your dates, then press **Book now**.
2. Sign in or create an account.
3. Check the payment summary: nights, charges and VAT.
4. Enter the guest’s full name as in the passport, e-mail and phone number. Ask for a VAT invoice if your company needs one.
5. Accept the terms and pay by card, VNPay QR or bank transfer.

You receive a booking confirmation by e-mail and can manage the booking from your account.`,
      ja: `1. 物件と日程を選び、**今すぐ予約**を押します。
2. ログイン、またはアカウントを作成します。
3. お支払い概要（泊数、料金、VAT）を確認します。
4. 宿泊者のお名前（パスポートどおり）、メールアドレス、電話番号を入力します。会社宛てのVATインボイスが必要な場合はここで申請します。
5. 利用規約に同意し、カード、VNPay QR、または銀行振込でお支払いください。

予約確認メールが届き、アカウント画面から予約を管理できます。`,
      vi: `1. Chọn căn hộ và ngày lưu trú, rồi bấm **Đặt ngay**.
2. Đăng nhập hoặc tạo tài khoản.
3. Kiểm tra bảng tóm tắt thanh toán: số đêm, các khoản phí và VAT.
4. Nhập họ tên khách theo hộ chiếu, email và số điện thoại. Yêu cầu hóa đơn VAT nếu công ty bạn cần.
5. Đồng ý với điều khoản và thanh toán bằng thẻ, VNPay QR hoặc chuyển khoản ngân hàng.

Bạn sẽ nhận email xác nhận đặt phòng và có thể quản lý đặt phòng trong tài khoản của mình.`,
    },
  },
  {
    key: 'process-payment',
    category: 'apartment-renting-process',
    title: {
      en: 'When and how do I pay?',
      ja: '支払いのタイミングと方法は？',
      vi: 'Tôi thanh toán khi nào và bằng cách nào?',
    },
    content: {
      en: `Short stays are **100% prepaid** when you book, by international card, VNPay QR or bank transfer. Prices in USD are converted to VND at the exchange rate of the day of payment.

For long-term leases, the deposit and the first rent payment are due when the lease is signed; after that, rent is paid monthly or quarterly as set out in the lease.`,
      ja: `短期滞在は、ご予約時に国際カード、VNPay QR、または銀行振込で**全額前払い**となります。米ドル建ての料金は、お支払い当日の為替レートでベトナムドンに換算されます。

長期契約の場合、敷金と初回賃料は契約締結時にお支払いいただき、以降は契約に定めるとおり毎月または3か月ごとにお支払いいただきます。`,
      vi: `Kỳ lưu trú ngắn ngày được **thanh toán trước 100%** khi đặt, bằng thẻ quốc tế, VNPay QR hoặc chuyển khoản ngân hàng. Giá bằng USD được quy đổi sang VND theo tỷ giá của ngày thanh toán.

Với hợp đồng dài hạn, tiền đặt cọc và kỳ tiền thuê đầu tiên được thanh toán khi ký hợp đồng; sau đó tiền thuê được trả hằng tháng hoặc hằng quý theo hợp đồng.`,
    },
  },
  {
    key: 'process-cancellation',
    category: 'apartment-renting-process',
    title: {
      en: 'What happens if I cancel a booking?',
      ja: '予約をキャンセルした場合はどうなりますか？',
      vi: 'Điều gì xảy ra nếu tôi hủy đặt phòng?',
    },
    content: {
      en: `- Cancelled **more than 2 days before check-in**: 50% of the rent is charged, the rest is refunded.
- Cancelled **within 2 days of check-in**, or **no-show**: 100% of the rent is charged.

Refunds are made to the original payment method within **up to 15 working days**. See the cancellation policy for details.`,
      ja: `- **チェックインの2日前より前**のキャンセル：賃料の50%を申し受け、残りを返金します。
- **チェックインの2日前以降**のキャンセル、または**ノーショー**（連絡なしの不泊）：賃料の100%を申し受けます。

返金は、お支払いいただいた方法へ**最長15営業日以内**に行います。詳しくはキャンセルポリシーをご覧ください。`,
      vi: `- Hủy **trước ngày nhận phòng hơn 2 ngày**: thu 50% tiền thuê, phần còn lại được hoàn.
- Hủy **trong vòng 2 ngày trước ngày nhận phòng**, hoặc **không đến nhận phòng**: thu 100% tiền thuê.

Tiền hoàn được trả về phương thức thanh toán ban đầu trong thời hạn **tối đa 15 ngày làm việc**. Xem chi tiết tại Chính sách hủy.`,
    },
  },
  {
    key: 'process-check-in',
    category: 'apartment-renting-process',
    title: {
      en: 'What are the check-in and check-out times?',
      ja: 'チェックイン・チェックアウトの時間は？',
      vi: 'Giờ nhận phòng và trả phòng là khi nào?',
    },
    content: {
      en: `Check-in is from **14:00** and check-out is by **12:00**, Vietnam time. Bring the passport of every guest: the building must register foreign guests with the local police for temporary residence.

Early check-in or late check-out can be requested and is confirmed depending on availability.`,
      ja: `チェックインは**14:00**から、チェックアウトは**12:00**まで（ベトナム時間）です。宿泊者全員のパスポートをお持ちください。外国籍の方は、建物から地元の警察へ一時滞在の届出を行う必要があります。

アーリーチェックインやレイトチェックアウトはご相談いただけます。空室状況により可否をご連絡します。`,
      vi: `Nhận phòng từ **14:00** và trả phòng trước **12:00**, theo giờ Việt Nam. Vui lòng mang theo hộ chiếu của tất cả khách: tòa nhà phải khai báo tạm trú cho khách nước ngoài với công an địa phương.

Bạn có thể yêu cầu nhận phòng sớm hoặc trả phòng muộn; yêu cầu được xác nhận tùy theo tình trạng phòng.`,
    },
  },
  {
    key: 'process-documents',
    category: 'apartment-renting-process',
    title: {
      en: 'Which documents do I need to sign a long-term lease?',
      ja: '長期契約に必要な書類は何ですか？',
      vi: 'Cần những giấy tờ gì để ký hợp đồng thuê dài hạn?',
    },
    content: {
      en: `- Passport with a valid visa, temporary residence card or visa exemption stamp
- For a company lease: business registration certificate and the name of the authorised signatory
- The deposit, usually one or two months’ rent

The lease is prepared in English and Vietnamese, and a Japanese translation can be provided on request.`,
      ja: `- 有効なビザ、一時滞在カード、またはビザ免除のスタンプがあるパスポート
- 法人契約の場合：企業登録証明書と署名権限者のお名前
- 敷金（通常は賃料の1〜2か月分）

契約書は英語とベトナム語で作成し、ご希望に応じて日本語訳もご用意します。`,
      vi: `- Hộ chiếu có thị thực còn hạn, thẻ tạm trú hoặc dấu miễn thị thực
- Với hợp đồng công ty: giấy chứng nhận đăng ký doanh nghiệp và tên người được ủy quyền ký
- Tiền đặt cọc, thường một hoặc hai tháng tiền thuê

Hợp đồng được soạn bằng tiếng Anh và tiếng Việt, có thể cung cấp bản dịch tiếng Nhật theo yêu cầu.`,
    },
  },

  // ──────────────────────── useful information (6) ────────────────────────
  {
    key: 'info-currency',
    category: 'useful-information',
    title: {
      en: 'Why are prices shown in both USD and VND?',
      ja: '料金が米ドルとドンの両方で表示されるのはなぜですか？',
      vi: 'Vì sao giá được hiển thị bằng cả USD và VND?',
    },
    content: {
      en: `Many international tenants budget in USD, so you can switch the currency at the top of the page. Payments in Vietnam are made in VND: amounts in USD are converted at the exchange rate of the day, which changes over time. The amount charged is the VND amount shown at payment.`,
      ja: `海外からお越しの方の多くが米ドルで予算を立てるため、ページ上部で通貨を切り替えられるようにしています。ベトナム国内でのお支払いはベトナムドンで行われ、米ドル表示の金額は日々変動する当日の為替レートで換算されます。請求額は、お支払い時に表示されるドンの金額です。`,
      vi: `Nhiều khách thuê quốc tế lập ngân sách bằng USD, vì vậy bạn có thể chuyển đổi tiền tệ ở đầu trang. Thanh toán tại Việt Nam được thực hiện bằng VND: số tiền bằng USD được quy đổi theo tỷ giá trong ngày và có thể thay đổi. Số tiền thu là số VND hiển thị khi thanh toán.`,
    },
  },
  {
    key: 'info-temporary-residence',
    category: 'useful-information',
    title: {
      en: 'Do I need to register my temporary residence?',
      ja: '一時滞在の届出は必要ですか？',
      vi: 'Tôi có cần khai báo tạm trú không?',
    },
    content: {
      en: `Yes. Vietnamese law requires every foreign resident to be registered with the local police at the address where they stay. In serviced apartments, the building or StayVN does this for you using your passport when you check in. Keep your passport with its visa or temporary residence card valid throughout your stay.`,
      ja: `はい。ベトナムの法律では、外国人は滞在先の住所で地元の警察に届け出ることが義務付けられています。サービスアパートメントでは、チェックイン時にお預かりしたパスポートをもとに、建物またはStayVNが手続きを代行します。滞在中は、ビザまたは一時滞在カードが有効なパスポートをお持ちください。`,
      vi: `Có. Pháp luật Việt Nam yêu cầu người nước ngoài phải được khai báo tạm trú với công an địa phương tại nơi lưu trú. Tại căn hộ dịch vụ, tòa nhà hoặc StayVN sẽ thực hiện việc này cho bạn bằng hộ chiếu khi nhận phòng. Hãy đảm bảo hộ chiếu cùng thị thực hoặc thẻ tạm trú còn hiệu lực trong suốt thời gian lưu trú.`,
    },
  },
  {
    key: 'info-electricity',
    category: 'useful-information',
    title: {
      en: 'How much will I pay for electricity?',
      ja: '電気代はどのくらいかかりますか？',
      vi: 'Tiền điện hằng tháng khoảng bao nhiêu?',
    },
    content: {
      en: `Residential electricity in Vietnam is billed in tiers: the more you use in a month, the higher the price per kWh. Air-conditioning is the main factor. A one-bedroom apartment typically uses more in the hot months than in winter, so ask your property manager for the usual range in your building. Bills are sent monthly with the meter reading.`,
      ja: `ベトナムの家庭用電気料金は段階制で、月の使用量が多いほど1kWhあたりの単価が高くなります。最も影響が大きいのはエアコンです。1ベッドルームでも暑い時期は冬に比べて使用量が増えますので、建物ごとのおおよその目安は担当者にお尋ねください。請求はメーターの検針値とともに毎月お送りします。`,
      vi: `Giá điện sinh hoạt ở Việt Nam tính theo bậc thang: dùng càng nhiều trong tháng, giá mỗi kWh càng cao. Điều hòa là yếu tố chính. Căn hộ một phòng ngủ thường dùng nhiều điện vào mùa nóng hơn mùa đông, vì vậy hãy hỏi quản lý căn hộ về mức thông thường tại tòa nhà. Hóa đơn được gửi hằng tháng kèm chỉ số công tơ.`,
    },
  },
  {
    key: 'info-sim-card',
    category: 'useful-information',
    title: {
      en: 'How do I get a local SIM card?',
      ja: '現地のSIMカードはどのように入手できますか？',
      vi: 'Làm thế nào để có SIM điện thoại tại Việt Nam?',
    },
    content: {
      en: `SIM cards from the main mobile networks are sold at the airport and at official stores in every city. Bring your passport: SIM cards must be registered to the holder’s identity. Prepaid data packages are inexpensive, and many phones also support eSIM. A local number makes ride-hailing, deliveries and bank apps much easier.`,
      ja: `大手通信会社のSIMカードは、空港や各都市の公式ショップで購入できます。SIMカードは契約者本人の身分で登録する必要があるため、パスポートをお持ちください。プリペイドのデータプランは手頃な価格で、eSIMに対応した機種も多くあります。現地の番号があると、配車アプリ、デリバリー、銀行アプリがぐっと使いやすくなります。`,
      vi: `SIM của các nhà mạng lớn được bán tại sân bay và cửa hàng chính hãng ở mọi thành phố. Hãy mang theo hộ chiếu: SIM phải được đăng ký đúng thông tin chủ thuê bao. Gói dữ liệu trả trước có giá rẻ, và nhiều điện thoại hỗ trợ eSIM. Có số điện thoại trong nước giúp việc gọi xe, đặt đồ ăn và dùng ứng dụng ngân hàng thuận tiện hơn nhiều.`,
    },
  },
  {
    key: 'info-vat-invoice',
    category: 'useful-information',
    title: {
      en: 'Can I get a VAT invoice for my company?',
      ja: '会社宛てのVATインボイスは発行できますか？',
      vi: 'Tôi có thể lấy hóa đơn VAT cho công ty không?',
    },
    content: {
      en: `Yes. When you book, tick the VAT invoice option and enter the company name, address and tax code. For long-term leases, give these details to your property manager before the first payment. Electronic invoices are sent by e-mail in accordance with Vietnamese regulations.`,
      ja: `はい、発行できます。ご予約時にVATインボイスの項目にチェックを入れ、会社名、住所、税コードをご入力ください。長期契約の場合は、初回のお支払い前に担当者へお知らせください。ベトナムの規定に基づき、電子インボイスをメールでお送りします。`,
      vi: `Có. Khi đặt phòng, hãy chọn mục xuất hóa đơn VAT và nhập tên công ty, địa chỉ và mã số thuế. Với hợp đồng dài hạn, hãy gửi các thông tin này cho quản lý căn hộ trước kỳ thanh toán đầu tiên. Hóa đơn điện tử được gửi qua email theo quy định của Việt Nam.`,
    },
  },
  {
    key: 'info-account-links',
    category: 'useful-information',
    title: {
      en: 'My sign-up or password reset link does not work',
      ja: '会員登録・パスワード再設定のリンクが開けません',
      vi: 'Đường dẫn đăng ký hoặc đặt lại mật khẩu không hoạt động',
    },
    content: {
      en: `For your security, sign-up and password reset links are valid for **one hour** and can be used **only once**. If the link has expired, request a new one from the sign-up or forgot-password page. Check your spam folder if the e-mail does not arrive within a few minutes.`,
      ja: `セキュリティのため、会員登録とパスワード再設定のリンクは**1時間**のみ有効で、**1回限り**ご利用いただけます。期限が切れた場合は、会員登録ページまたはパスワードをお忘れの方のページから再度リクエストしてください。数分たってもメールが届かない場合は、迷惑メールフォルダもご確認ください。`,
      vi: `Vì lý do bảo mật, đường dẫn đăng ký và đặt lại mật khẩu chỉ có hiệu lực trong **một giờ** và chỉ dùng được **một lần**. Nếu đường dẫn đã hết hạn, hãy yêu cầu đường dẫn mới từ trang đăng ký hoặc trang quên mật khẩu. Kiểm tra thư mục thư rác nếu email không đến sau vài phút.`,
    },
  },
];
