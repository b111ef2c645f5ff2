import type { PolicySeed } from './types.js';

export const policies: PolicySeed[] = [
  // ───────────────────────────── terms of service ─────────────────────────────
  {
    key: 'terms-of-service',
    title: { en: 'Terms of Service', ja: '利用規約', vi: 'Điều khoản dịch vụ' },
    content: {
      en: `*Last updated: 1 March 2026*

These Terms of Service ("Terms") govern your use of the StayVN website and the services offered through it. The website is operated by StayVN Co., Ltd., a company registered in Vietnam with its head office in Hanoi ("StayVN", "we", "us"). By browsing the website, creating an account, sending an enquiry or making a booking, you agree to these Terms.

## 1. Our services

StayVN helps you find and rent serviced apartments and serviced offices in Hanoi, Ho Chi Minh City and Hai Phong.

- **Long-term stays** are arranged by enquiry. Sending an enquiry does not create a booking; a lease is concluded only when you and the owner or operator sign a written contract.
- **Short-term stays** are booked and paid online. A booking is concluded when you receive our booking confirmation.
- **Serviced offices** are offered by quotation and contract, except meeting rooms that can be reserved for a few hours.

For many listings StayVN acts as the agent of the owner or operator of the property. The party responsible for the property is named in your booking confirmation or lease.

## 2. Your account

You may browse without an account. To book a short stay, keep favourites on our server or manage your bookings, you need an account. You agree to:

- give accurate information and keep it up to date;
- choose a password of 8 to 48 characters containing at least one digit, one lowercase letter and one special character, and keep it confidential;
- tell us at once if you believe your account has been used without your permission.

Sign-up and password-reset links are valid for one hour and can be used once. You may also sign in through a supported social login provider; that provider’s terms then apply to the sign-in itself.

## 3. Listings and information

We visit and verify the properties we list and make reasonable efforts to keep descriptions, photos, facilities and prices accurate. Minor differences in furniture, decoration or view may occur. If a property differs materially from its listing, tell us within 24 hours of check-in and we will offer a suitable alternative or a refund for the affected nights.

## 4. Prices and payment

- Prices are shown in US dollars (USD) or Vietnamese dong (VND). Long-term rents are quoted per month, short-term prices per day and office prices per m² per month.
- Payments are made in VND. USD amounts are converted at the exchange rate applicable on the day of payment, which may change.
- Short stays are **100% prepaid** at the time of booking, by international card through our card payment provider, through the VNPay QR payment gateway, or by bank transfer.
- For bank transfers, the booking is confirmed once the payment has been received with the transfer content shown on the payment page.
- Prices include VAT where stated. A VAT invoice is issued on request to the company whose name, address and tax code you provide at booking.

We do not store your full card details; card payments are processed by the payment provider under its own security standards.

## 5. Cancellation and refunds

Cancellations of short stays are governed by our **Cancellation Policy**, which forms part of these Terms. In summary, 50% of the rent is charged for cancellations made more than 2 days before check-in, and 100% for cancellations within 2 days of check-in or a no-show. Refunds are made within up to 15 working days. Long-term leases are cancelled according to their own contract terms.

## 6. Your stay

- Check-in is from 14:00 and check-out is by 12:00, Vietnam time, unless agreed otherwise.
- Every guest must present a valid passport or identity document at check-in. Under Vietnamese law, the building or StayVN registers foreign guests’ temporary residence with the local police.
- The number of guests may not exceed the occupancy stated in the booking.
- You must follow the building’s house rules, including rules on smoking, noise, pets and visitors, and use the property with reasonable care.
- You are responsible for damage caused by you or your visitors beyond normal wear and tear.
- Subletting or using the property for any unlawful purpose is not allowed.

## 7. Reviews and content you submit

After a stay we may invite you to write a review through a personal link. Reviews must be honest, relate to your own stay and must not contain offensive, unlawful or personal content about others. You may attach up to 5 images, each under 2.5 MB. You grant StayVN a free, non-exclusive licence to publish your review and images on our website and marketing channels. We may refuse or remove content that breaks these rules.

## 8. Owners

Owners who submit a property through our owner form confirm that they have the right to lease it and that the information provided is accurate. The listing itself is governed by a separate owner agreement.

## 9. Intellectual property

The website, its design, texts, photos and the StayVN name and logo belong to StayVN or its licensors. You may not copy, reproduce or use them for commercial purposes without our written permission.

## 10. Liability

We provide the website with reasonable care and skill. To the extent permitted by Vietnamese law, StayVN is not liable for indirect losses, for interruptions of the website beyond our reasonable control, or for events of force majeure such as natural disasters, epidemics or decisions of public authorities. Nothing in these Terms limits rights you have as a consumer under the Law on Protection of Consumer Rights.

## 11. Changes to these Terms

We may update these Terms from time to time. The version published on the website at the time of your booking applies to that booking. Significant changes will be announced on the website or by e-mail.

## 12. Governing law and disputes

These Terms are governed by the laws of the Socialist Republic of Vietnam. We will try to settle any dispute amicably through negotiation. If no agreement is reached within 30 days, the dispute may be brought before the competent court in Hanoi, without prejudice to mandatory consumer protection rules.

## 13. Contact

StayVN Co., Ltd. · Floor 9, 54 Liễu Giai Street, Ba Đình, Hanoi · phones and e-mails on our Contact us page`,
      ja: `*最終更新日：2026年3月1日*

本利用規約（以下「本規約」）は、StayVNウェブサイトおよび同サイトを通じて提供するサービスのご利用条件を定めるものです。本サイトは、ハノイに本社を置くベトナム法人 StayVN Co., Ltd.（以下「StayVN」または「当社」）が運営しています。本サイトの閲覧、アカウントの作成、お問い合わせの送信、またはご予約をもって、本規約に同意いただいたものとみなします。

## 1. サービス内容

StayVNは、ハノイ、ホーチミン、ハイフォンにおけるサービスアパートメントおよびサービスオフィスの検索・賃借をお手伝いします。

- **長期滞在**はお問い合わせにより手配します。お問い合わせの送信だけでは予約は成立せず、お客様とオーナーまたは運営会社が書面の契約書に署名した時点で賃貸借契約が成立します。
- **短期滞在**はオンラインで予約・決済します。当社からの予約確認をお客様が受け取った時点で予約が成立します。
- **サービスオフィス**はお見積もりと契約に基づいてご提供します。ただし、会議室は数時間単位でご予約いただけます。

多くの物件において、StayVNはオーナーまたは運営会社の代理人として行動します。物件について責任を負う当事者は、予約確認書または賃貸借契約書に記載します。

## 2. アカウント

サイトの閲覧にアカウントは不要です。短期滞在の予約、お気に入りのサーバー保存、予約の管理にはアカウントが必要です。お客様は以下に同意するものとします。

- 正確な情報を登録し、常に最新の状態に保つこと
- 8〜48文字で、数字・英小文字・記号をそれぞれ1文字以上含むパスワードを設定し、第三者に知られないよう管理すること
- アカウントが無断で使用されたと思われる場合は、直ちに当社へ連絡すること

会員登録およびパスワード再設定のリンクは1時間有効で、1回のみ使用できます。対応するソーシャルログインを利用してサインインすることもでき、その場合、サインイン自体には当該事業者の規約が適用されます。

## 3. 掲載情報

当社は掲載物件を訪問・確認し、説明、写真、設備、料金を正確に保つよう合理的な努力を払います。家具、内装、眺望に細かな差異が生じることがあります。物件が掲載内容と著しく異なる場合は、チェックインから24時間以内にご連絡ください。適切な代替物件をご提案するか、該当する泊数分を返金します。

## 4. 料金とお支払い

- 料金は米ドル（USD）またはベトナムドン（VND）で表示します。長期賃料は月額、短期料金は1日あたり、オフィス料金は1㎡あたりの月額です。
- お支払いはベトナムドンで行います。米ドル建ての金額は、お支払い当日に適用される為替レートで換算され、レートは変動することがあります。
- 短期滞在はご予約時に**全額前払い**となります。決済代行会社を通じた国際カード、VNPay QR決済、または銀行振込をご利用いただけます。
- 銀行振込の場合、お支払い画面に表示された振込内容で入金が確認できた時点で予約が確定します。
- 表示がある場合、料金にはVATが含まれます。ご予約時に会社名、住所、税コードをご入力いただいた会社宛てにVATインボイスを発行します。

当社はカード情報の全体を保存しません。カード決済は、決済代行会社が自社のセキュリティ基準に基づいて処理します。

## 5. キャンセルと返金

短期滞在のキャンセルは、本規約の一部である**キャンセルポリシー**に従います。概要として、チェックインの2日前より前のキャンセルは賃料の50%、チェックインの2日前以降のキャンセルまたはノーショーは100%を申し受けます。返金は最長15営業日以内に行います。長期契約の解約は、各契約書の条件に従います。

## 6. ご滞在中のルール

- 別途合意がない限り、チェックインは14:00から、チェックアウトは12:00まで（ベトナム時間）です。
- 宿泊者全員がチェックイン時に有効なパスポートまたは身分証明書を提示する必要があります。ベトナムの法律に基づき、建物またはStayVNが外国人宿泊者の一時滞在を地元の警察に届け出ます。
- 宿泊人数は予約時の定員を超えることはできません。
- 喫煙、騒音、ペット、来訪者に関する規則など、建物の館内規則を守り、物件を丁寧にご使用ください。
- お客様またはその来訪者が通常の使用による損耗を超える損害を与えた場合は、お客様の負担となります。
- 転貸や違法な目的での使用は禁止します。

## 7. レビューおよび投稿コンテンツ

ご滞在後、専用リンクからレビューの投稿をお願いすることがあります。レビューは正直な内容で、ご自身の滞在に関するものとし、攻撃的・違法な内容や他者の個人情報を含めてはなりません。画像は最大5枚、1枚あたり2.5MB未満まで添付できます。お客様は、レビューと画像を当社のウェブサイトおよび広報媒体に掲載するための無償・非独占的な利用権を当社に許諾するものとします。これらのルールに反するコンテンツは、掲載を拒否または削除することがあります。

## 8. オーナー様

オーナー様向けフォームから物件を登録される方は、当該物件を賃貸する権限を有し、提供した情報が正確であることを保証するものとします。掲載そのものは、別途締結するオーナー契約に従います。

## 9. 知的財産権

本サイト、そのデザイン、文章、写真、ならびにStayVNの名称およびロゴは、StayVNまたはそのライセンサーに帰属します。当社の書面による許可なく、複製、転載、商業目的での利用はできません。

## 10. 責任

当社は相応の注意と技能をもって本サイトを提供します。ベトナム法で認められる範囲において、当社は間接的な損害、当社の合理的な支配を超えるサイトの中断、自然災害、感染症の流行、公的機関の決定などの不可抗力による事象について責任を負いません。本規約のいかなる条項も、消費者権利保護法に基づき消費者としてお客様が有する権利を制限するものではありません。

## 11. 本規約の変更

当社は本規約を随時改定することがあります。各予約には、予約時点で本サイトに掲載されている版が適用されます。重要な変更は、本サイトまたはメールでお知らせします。

## 12. 準拠法と紛争解決

本規約はベトナム社会主義共和国の法律に準拠します。紛争が生じた場合は、まず協議による円満な解決に努めます。30日以内に合意に至らない場合は、消費者保護に関する強行規定を妨げることなく、ハノイの管轄裁判所に提起することができます。

## 13. お問い合わせ先

StayVN Co., Ltd.・ハノイ市バーディン、リエウザイ通り54番地 9階・電話番号・メールアドレスは「お問い合わせ」ページに掲載`,
      vi: `*Cập nhật lần cuối: ngày 01/03/2026*

Điều khoản dịch vụ này ("Điều khoản") điều chỉnh việc bạn sử dụng website StayVN và các dịch vụ được cung cấp qua website. Website do Công ty TNHH StayVN, doanh nghiệp đăng ký tại Việt Nam, có trụ sở chính tại Hà Nội ("StayVN", "chúng tôi") vận hành. Bằng việc truy cập website, tạo tài khoản, gửi yêu cầu tư vấn hoặc đặt phòng, bạn đồng ý với các Điều khoản này.

## 1. Dịch vụ của chúng tôi

StayVN giúp bạn tìm và thuê căn hộ dịch vụ, văn phòng dịch vụ tại Hà Nội, TP. Hồ Chí Minh và Hải Phòng.

- **Lưu trú dài hạn** được sắp xếp qua yêu cầu tư vấn. Việc gửi yêu cầu không tạo thành đặt phòng; hợp đồng thuê chỉ được xác lập khi bạn và chủ nhà hoặc đơn vị vận hành ký hợp đồng bằng văn bản.
- **Lưu trú ngắn ngày** được đặt và thanh toán trực tuyến. Đặt phòng được xác lập khi bạn nhận được xác nhận đặt phòng của chúng tôi.
- **Văn phòng dịch vụ** được cung cấp theo báo giá và hợp đồng, trừ phòng họp có thể đặt theo giờ.

Với nhiều bất động sản, StayVN hoạt động với tư cách đại lý của chủ nhà hoặc đơn vị vận hành. Bên chịu trách nhiệm về bất động sản được ghi trong xác nhận đặt phòng hoặc hợp đồng thuê.

## 2. Tài khoản của bạn

Bạn có thể xem website mà không cần tài khoản. Để đặt phòng ngắn ngày, lưu danh sách yêu thích trên máy chủ hoặc quản lý đặt phòng, bạn cần có tài khoản. Bạn đồng ý:

- cung cấp thông tin chính xác và cập nhật khi có thay đổi;
- đặt mật khẩu dài từ 8 đến 48 ký tự, có ít nhất một chữ số, một chữ thường và một ký tự đặc biệt, và giữ bí mật mật khẩu;
- thông báo ngay cho chúng tôi nếu nghi ngờ tài khoản bị sử dụng trái phép.

Đường dẫn đăng ký và đặt lại mật khẩu có hiệu lực trong một giờ và chỉ dùng được một lần. Bạn cũng có thể đăng nhập qua nhà cung cấp đăng nhập mạng xã hội được hỗ trợ; khi đó điều khoản của nhà cung cấp đó áp dụng cho việc đăng nhập.

## 3. Thông tin đăng tải

Chúng tôi đến kiểm tra các bất động sản được đăng và nỗ lực hợp lý để giữ mô tả, hình ảnh, tiện nghi và giá cả chính xác. Có thể có khác biệt nhỏ về nội thất, trang trí hoặc tầm nhìn. Nếu bất động sản khác biệt đáng kể so với tin đăng, hãy báo cho chúng tôi trong vòng 24 giờ kể từ khi nhận phòng; chúng tôi sẽ đề xuất phương án thay thế phù hợp hoặc hoàn tiền cho những đêm bị ảnh hưởng.

## 4. Giá và thanh toán

- Giá được hiển thị bằng đô la Mỹ (USD) hoặc đồng Việt Nam (VND). Giá thuê dài hạn tính theo tháng, giá ngắn ngày tính theo ngày và giá văn phòng tính theo m² mỗi tháng.
- Thanh toán được thực hiện bằng VND. Số tiền bằng USD được quy đổi theo tỷ giá áp dụng tại ngày thanh toán và có thể thay đổi.
- Lưu trú ngắn ngày được **thanh toán trước 100%** khi đặt, bằng thẻ quốc tế qua đơn vị cung cấp dịch vụ thanh toán thẻ, qua cổng thanh toán VNPay QR, hoặc chuyển khoản ngân hàng.
- Với chuyển khoản ngân hàng, đặt phòng được xác nhận khi chúng tôi nhận được tiền với nội dung chuyển khoản như hướng dẫn trên trang thanh toán.
- Giá đã bao gồm VAT khi có ghi chú. Hóa đơn VAT được xuất theo yêu cầu cho công ty có tên, địa chỉ và mã số thuế mà bạn cung cấp khi đặt phòng.

Chúng tôi không lưu trữ đầy đủ thông tin thẻ của bạn; giao dịch thẻ được đơn vị cung cấp dịch vụ thanh toán xử lý theo tiêu chuẩn bảo mật của họ.

## 5. Hủy và hoàn tiền

Việc hủy lưu trú ngắn ngày tuân theo **Chính sách hủy**, là một phần của Điều khoản này. Tóm tắt: thu 50% tiền thuê nếu hủy trước ngày nhận phòng hơn 2 ngày, và 100% nếu hủy trong vòng 2 ngày trước ngày nhận phòng hoặc không đến nhận phòng. Tiền hoàn được trả trong thời hạn tối đa 15 ngày làm việc. Hợp đồng thuê dài hạn được chấm dứt theo điều khoản của chính hợp đồng đó.

## 6. Trong thời gian lưu trú

- Nhận phòng từ 14:00 và trả phòng trước 12:00 theo giờ Việt Nam, trừ khi có thỏa thuận khác.
- Mỗi khách phải xuất trình hộ chiếu hoặc giấy tờ tùy thân hợp lệ khi nhận phòng. Theo pháp luật Việt Nam, tòa nhà hoặc StayVN khai báo tạm trú cho khách nước ngoài với công an địa phương.
- Số khách không được vượt quá số người ghi trong đặt phòng.
- Bạn phải tuân thủ nội quy tòa nhà, bao gồm quy định về hút thuốc, tiếng ồn, thú cưng và khách đến thăm, và sử dụng tài sản một cách cẩn thận.
- Bạn chịu trách nhiệm về hư hỏng do bạn hoặc khách của bạn gây ra, ngoài hao mòn thông thường.
- Không được cho thuê lại hoặc sử dụng bất động sản vào mục đích trái pháp luật.

## 7. Đánh giá và nội dung bạn gửi

Sau kỳ lưu trú, chúng tôi có thể mời bạn viết đánh giá qua một đường dẫn riêng. Đánh giá phải trung thực, liên quan đến kỳ lưu trú của chính bạn và không được chứa nội dung xúc phạm, trái pháp luật hoặc thông tin cá nhân của người khác. Bạn có thể đính kèm tối đa 5 ảnh, mỗi ảnh dưới 2,5 MB. Bạn cấp cho StayVN quyền sử dụng miễn phí, không độc quyền để đăng đánh giá và hình ảnh trên website và các kênh truyền thông của chúng tôi. Chúng tôi có thể từ chối hoặc gỡ bỏ nội dung vi phạm các quy định này.

## 8. Chủ nhà

Chủ nhà gửi thông tin bất động sản qua biểu mẫu dành cho chủ nhà cam kết có quyền cho thuê bất động sản đó và thông tin cung cấp là chính xác. Việc đăng tin được điều chỉnh bởi một thỏa thuận riêng với chủ nhà.

## 9. Quyền sở hữu trí tuệ

Website, thiết kế, nội dung, hình ảnh cùng tên và logo StayVN thuộc về StayVN hoặc bên cấp phép. Bạn không được sao chép, tái bản hoặc sử dụng vào mục đích thương mại khi chưa có sự đồng ý bằng văn bản của chúng tôi.

## 10. Trách nhiệm

Chúng tôi cung cấp website với sự cẩn trọng và chuyên môn hợp lý. Trong phạm vi pháp luật Việt Nam cho phép, StayVN không chịu trách nhiệm về thiệt hại gián tiếp, về việc website bị gián đoạn ngoài tầm kiểm soát hợp lý của chúng tôi, hoặc về các sự kiện bất khả kháng như thiên tai, dịch bệnh hay quyết định của cơ quan nhà nước. Không điều khoản nào trong văn bản này hạn chế quyền của bạn với tư cách người tiêu dùng theo Luật Bảo vệ quyền lợi người tiêu dùng.

## 11. Thay đổi Điều khoản

Chúng tôi có thể cập nhật Điều khoản này theo thời gian. Phiên bản đăng trên website tại thời điểm bạn đặt phòng được áp dụng cho đặt phòng đó. Những thay đổi quan trọng sẽ được thông báo trên website hoặc qua email.

## 12. Luật áp dụng và giải quyết tranh chấp

Điều khoản này được điều chỉnh bởi pháp luật nước Cộng hòa xã hội chủ nghĩa Việt Nam. Chúng tôi sẽ cố gắng giải quyết mọi tranh chấp bằng thương lượng. Nếu không đạt được thỏa thuận trong vòng 30 ngày, tranh chấp có thể được đưa ra Tòa án có thẩm quyền tại Hà Nội, không ảnh hưởng đến các quy định bắt buộc về bảo vệ người tiêu dùng.

## 13. Liên hệ

Công ty TNHH StayVN · Tầng 9, số 54 phố Liễu Giai, Ba Đình, Hà Nội · số điện thoại và email tại trang Liên hệ`,
    },
  },

  // ───────────────────────────── privacy policy ─────────────────────────────
  {
    key: 'privacy-policy',
    title: { en: 'Privacy Policy', ja: 'プライバシーポリシー', vi: 'Chính sách bảo mật' },
    content: {
      en: `*Last updated: 1 March 2026*

StayVN Co., Ltd. ("StayVN", "we") respects your privacy. This policy explains which personal data we process when you use our website and services, why, with whom we share it and what rights you have. We process personal data in accordance with the Law on Personal Data Protection of Vietnam, which took effect on 1 January 2026, and its implementing regulations.

## 1. Who is responsible

StayVN Co., Ltd., Floor 9, 54 Liễu Giai Street, Ba Đình, Hanoi, is responsible for the processing of your personal data. You can reach our data protection contact at **privacy@stayvn.example**.

## 2. Data we collect

- **Account data**: full name, e-mail address, phone number, company name, password (stored only in hashed form), and, if you choose, gender, nationality, address and profile picture.
- **Enquiry and contact data**: the details you enter in contact, enquiry, owner and support forms, such as preferred move-in and viewing dates, requirements, property descriptions and photos.
- **Booking data**: dates, apartment, guest names as in the passport, contact details, special requests, VAT invoice details (company name, address, tax code) and booking history.
- **Identity documents**: passport or ID details required for temporary residence registration when you check in.
- **Payment data**: the amount, method and status of your payments. Card numbers are entered directly with our card payment provider; we never see or store full card details.
- **Reviews**: rating, tags, text and images you submit.
- **Technical data**: IP address, browser type, pages visited and settings stored in your browser.

## 3. Why we use your data

- to create and manage your account;
- to answer your enquiries and arrange viewings;
- to process bookings and payments, issue invoices and handle cancellations and refunds;
- to register your temporary residence as required by Vietnamese law;
- to support you during your stay and handle maintenance requests;
- to send service e-mails such as sign-up and password reset links, booking confirmations and review invitations;
- to send our newsletter if you have subscribed;
- to keep the website secure, prevent fraud and improve our services.

We process your data on the basis of your consent, to perform a contract with you, to comply with legal obligations, or where otherwise permitted by law. Where processing relies on consent, you can withdraw it at any time.

## 4. Who we share it with

- **Owners and building operators** of the property you book or enquire about, to the extent needed for your stay or lease;
- **Payment providers**: our card payment provider, the VNPay payment gateway and our banks, to process payments and refunds;
- **Public authorities**, in particular the local police for temporary residence registration, and tax authorities for invoices;
- **Service providers** who host our website, send e-mails or provide anti-spam checks (such as captcha), under contracts that oblige them to protect your data;
- **Social login providers**, if you choose to sign in with them.

We do not sell your personal data. Some service providers may process data outside Vietnam; in that case we carry out the transfer in line with the procedures required by Vietnamese law.

## 5. Browser storage

We store some information in your browser so the website works as you expect: your language, currency and city, your login session, the apartments you have saved as favourites and the ones you viewed recently, and your search filters. You can clear this storage in your browser settings at any time; some features may then stop working until you choose your settings again.

## 6. How long we keep data

We keep account data while your account is active and for up to 2 years after your last activity. Booking and invoice data are kept for as long as required by accounting and tax law. Enquiries that do not lead to a lease are deleted after 2 years. Identity documents are kept only as long as needed for registration and legal obligations.

## 7. Security

We protect your data with encryption in transit, access controls and regular reviews of our systems. Access to personal data is limited to staff who need it for their work. If a data breach occurs that affects your rights, we will notify the competent authority and, where required, you.

## 8. Your rights

Subject to the conditions of the law, you have the right to:

- be informed about the processing of your data;
- access your data and receive a copy;
- correct inaccurate data;
- request deletion of your data;
- restrict or object to processing;
- withdraw your consent;
- lodge a complaint with the competent authority.

Many details can be changed directly in **Manage account**. For other requests, write to privacy@stayvn.example. We reply within the time limits set by law.

## 9. Children

Our services are intended for adults. We do not knowingly collect data from children, except for guest details that a parent or guardian provides for a booking.

## 10. Changes

We may update this policy. The current version is always available on this page, and significant changes will be announced on the website or by e-mail.`,
      ja: `*最終更新日：2026年3月1日*

StayVN Co., Ltd.（以下「StayVN」または「当社」）は、お客様のプライバシーを尊重します。本ポリシーでは、当社ウェブサイトおよびサービスのご利用時に当社が取り扱う個人データの内容、利用目的、共有先、およびお客様の権利について説明します。当社は、2026年1月1日に施行されたベトナムの個人データ保護法およびその施行規則に従って個人データを取り扱います。

## 1. 管理責任者

お客様の個人データの取り扱いについては、StayVN Co., Ltd.（ハノイ市バーディン、リエウザイ通り54番地 9階）が責任を負います。個人データ保護に関するお問い合わせ窓口は **privacy@stayvn.example** です。

## 2. 取得するデータ

- **アカウント情報**：氏名、メールアドレス、電話番号、会社名、パスワード（ハッシュ化した形でのみ保存）、任意で性別、国籍、住所、プロフィール画像
- **お問い合わせ・連絡情報**：お問い合わせ、オーナー登録、サポートの各フォームにご入力いただいた内容（入居希望日、内見希望日、ご要望、物件の説明や写真など）
- **予約情報**：日程、物件、パスポートどおりの宿泊者氏名、連絡先、特別なご要望、VATインボイス情報（会社名、住所、税コード）、予約履歴
- **身分証明書**：チェックイン時の一時滞在の届出に必要なパスポートまたは身分証明書の情報
- **決済情報**：お支払いの金額、方法、状況。カード番号はお客様が決済代行会社の画面に直接入力するもので、当社がカード情報の全体を閲覧・保存することはありません。
- **レビュー**：投稿いただいた評価、タグ、本文、画像
- **技術情報**：IPアドレス、ブラウザの種類、閲覧ページ、ブラウザに保存された設定

## 3. 利用目的

- アカウントの作成・管理
- お問い合わせへの回答と内見の手配
- 予約・決済の処理、インボイスの発行、キャンセル・返金の対応
- ベトナム法に基づく一時滞在の届出
- ご滞在中のサポートおよびメンテナンス依頼への対応
- 会員登録・パスワード再設定のリンク、予約確認、レビュー依頼などのサービスメールの送信
- ご登録いただいた方へのニュースレターの配信
- ウェブサイトの安全確保、不正防止、サービスの改善

当社は、お客様の同意、お客様との契約の履行、法的義務の遵守、その他法令で認められる場合に基づいて個人データを取り扱います。同意に基づく取り扱いについては、いつでも同意を撤回できます。

## 4. 共有先

- ご予約またはお問い合わせいただいた物件の**オーナーおよび運営会社**（ご滞在や契約に必要な範囲に限ります）
- **決済事業者**：決済代行会社、VNPay決済ゲートウェイ、および取引銀行（決済・返金の処理のため）
- **公的機関**：特に一時滞在の届出先である地元の警察、およびインボイスに関する税務当局
- ウェブサイトのホスティング、メール送信、スパム対策（captchaなど）を行う**委託先**（データ保護を義務付ける契約に基づきます）
- お客様が利用を選択された場合の**ソーシャルログイン事業者**

当社はお客様の個人データを販売しません。委託先の一部がベトナム国外でデータを取り扱う場合は、ベトナム法が定める手続きに従って移転を行います。

## 5. ブラウザへの保存

ウェブサイトが期待どおりに動作するよう、一部の情報をお客様のブラウザに保存します。対象は、言語・通貨・都市の設定、ログイン状態、お気に入りに保存した物件と最近閲覧した物件、検索条件です。これらはブラウザの設定からいつでも削除できますが、削除後は設定をやり直すまで一部の機能が使えなくなる場合があります。

## 6. 保存期間

アカウント情報は、アカウントが有効な間および最後のご利用から最長2年間保存します。予約およびインボイスのデータは、会計・税務に関する法令が求める期間保存します。契約に至らなかったお問い合わせは2年後に削除します。身分証明書の情報は、届出および法的義務に必要な期間に限り保存します。

## 7. 安全管理

通信の暗号化、アクセス制御、システムの定期的な見直しにより、お客様のデータを保護しています。個人データにアクセスできるのは、業務上必要な従業員に限られます。お客様の権利に影響するデータ漏えいが発生した場合は、所管当局に報告し、必要に応じてお客様にもお知らせします。

## 8. お客様の権利

法令の定める条件のもとで、お客様には次の権利があります。

- ご自身のデータの取り扱いについて知らされる権利
- データへのアクセスおよび写しの取得
- 不正確なデータの訂正
- データの削除の請求
- 取り扱いの制限または異議の申し立て
- 同意の撤回
- 所管当局への苦情の申し立て

多くの項目は**アカウント管理**画面から直接変更できます。その他のご請求は privacy@stayvn.example までご連絡ください。法令で定められた期限内にご回答します。

## 9. 未成年者

当社のサービスは成人を対象としています。保護者がご予約のために提供する宿泊者情報を除き、当社が意図して未成年者のデータを取得することはありません。

## 10. 改定

当社は本ポリシーを改定することがあります。最新版は常に本ページでご確認いただけ、重要な変更はウェブサイトまたはメールでお知らせします。`,
      vi: `*Cập nhật lần cuối: ngày 01/03/2026*

Công ty TNHH StayVN ("StayVN", "chúng tôi") tôn trọng quyền riêng tư của bạn. Chính sách này giải thích những dữ liệu cá nhân chúng tôi xử lý khi bạn sử dụng website và dịch vụ, mục đích xử lý, các bên được chia sẻ và quyền của bạn. Chúng tôi xử lý dữ liệu cá nhân theo Luật Bảo vệ dữ liệu cá nhân của Việt Nam, có hiệu lực từ ngày 01/01/2026, và các văn bản hướng dẫn thi hành.

## 1. Bên chịu trách nhiệm

Công ty TNHH StayVN, Tầng 9, số 54 phố Liễu Giai, Ba Đình, Hà Nội, chịu trách nhiệm xử lý dữ liệu cá nhân của bạn. Đầu mối bảo vệ dữ liệu cá nhân: **privacy@stayvn.example**.

## 2. Dữ liệu chúng tôi thu thập

- **Dữ liệu tài khoản**: họ tên, email, số điện thoại, tên công ty, mật khẩu (chỉ lưu dưới dạng mã hóa băm), và nếu bạn chọn cung cấp: giới tính, quốc tịch, địa chỉ, ảnh đại diện.
- **Dữ liệu yêu cầu và liên hệ**: thông tin bạn nhập vào các biểu mẫu liên hệ, yêu cầu tư vấn, chủ nhà và hỗ trợ, như ngày dự kiến chuyển vào, ngày xem nhà, yêu cầu, mô tả và hình ảnh bất động sản.
- **Dữ liệu đặt phòng**: ngày lưu trú, căn hộ, họ tên khách theo hộ chiếu, thông tin liên hệ, yêu cầu đặc biệt, thông tin xuất hóa đơn VAT (tên công ty, địa chỉ, mã số thuế) và lịch sử đặt phòng.
- **Giấy tờ tùy thân**: thông tin hộ chiếu hoặc giấy tờ tùy thân cần cho việc khai báo tạm trú khi nhận phòng.
- **Dữ liệu thanh toán**: số tiền, phương thức và trạng thái thanh toán. Số thẻ được nhập trực tiếp tại đơn vị cung cấp dịch vụ thanh toán thẻ; chúng tôi không bao giờ xem hay lưu trữ đầy đủ thông tin thẻ.
- **Đánh giá**: điểm, thẻ, nội dung và hình ảnh bạn gửi.
- **Dữ liệu kỹ thuật**: địa chỉ IP, loại trình duyệt, các trang đã xem và các thiết lập lưu trong trình duyệt.

## 3. Mục đích sử dụng

- tạo và quản lý tài khoản của bạn;
- trả lời yêu cầu tư vấn và sắp xếp lịch xem nhà;
- xử lý đặt phòng và thanh toán, xuất hóa đơn, xử lý hủy phòng và hoàn tiền;
- khai báo tạm trú theo quy định của pháp luật Việt Nam;
- hỗ trợ bạn trong thời gian lưu trú và xử lý yêu cầu bảo trì;
- gửi email dịch vụ như đường dẫn đăng ký, đặt lại mật khẩu, xác nhận đặt phòng và lời mời đánh giá;
- gửi bản tin nếu bạn đã đăng ký;
- bảo đảm an toàn cho website, phòng chống gian lận và cải thiện dịch vụ.

Chúng tôi xử lý dữ liệu dựa trên sự đồng ý của bạn, để thực hiện hợp đồng với bạn, để tuân thủ nghĩa vụ pháp lý, hoặc trong các trường hợp khác pháp luật cho phép. Với hoạt động xử lý dựa trên sự đồng ý, bạn có thể rút lại sự đồng ý bất cứ lúc nào.

## 4. Các bên được chia sẻ

- **Chủ nhà và đơn vị vận hành tòa nhà** của bất động sản bạn đặt hoặc hỏi thuê, trong phạm vi cần thiết cho kỳ lưu trú hoặc hợp đồng;
- **Đơn vị thanh toán**: đơn vị cung cấp dịch vụ thanh toán thẻ, cổng thanh toán VNPay và các ngân hàng của chúng tôi, để xử lý thanh toán và hoàn tiền;
- **Cơ quan nhà nước**, đặc biệt là công an địa phương để khai báo tạm trú, và cơ quan thuế đối với hóa đơn;
- **Nhà cung cấp dịch vụ** lưu trữ website, gửi email hoặc kiểm tra chống thư rác (như captcha), theo hợp đồng ràng buộc nghĩa vụ bảo vệ dữ liệu;
- **Nhà cung cấp đăng nhập mạng xã hội**, nếu bạn chọn đăng nhập qua họ.

Chúng tôi không bán dữ liệu cá nhân của bạn. Một số nhà cung cấp dịch vụ có thể xử lý dữ liệu ở ngoài Việt Nam; khi đó việc chuyển dữ liệu được thực hiện theo thủ tục pháp luật Việt Nam quy định.

## 5. Lưu trữ trên trình duyệt

Chúng tôi lưu một số thông tin trong trình duyệt để website hoạt động như bạn mong muốn: ngôn ngữ, tiền tệ và thành phố, phiên đăng nhập, các căn hộ bạn đã lưu yêu thích và đã xem gần đây, cùng bộ lọc tìm kiếm. Bạn có thể xóa các dữ liệu này trong phần cài đặt trình duyệt bất cứ lúc nào; khi đó một số tính năng có thể không hoạt động cho đến khi bạn chọn lại thiết lập.

## 6. Thời gian lưu trữ

Dữ liệu tài khoản được lưu khi tài khoản còn hoạt động và tối đa 2 năm sau lần hoạt động cuối cùng. Dữ liệu đặt phòng và hóa đơn được lưu trong thời hạn pháp luật kế toán, thuế yêu cầu. Yêu cầu tư vấn không dẫn đến hợp đồng được xóa sau 2 năm. Thông tin giấy tờ tùy thân chỉ được lưu trong thời gian cần thiết cho việc khai báo và nghĩa vụ pháp lý.

## 7. Bảo mật

Chúng tôi bảo vệ dữ liệu của bạn bằng mã hóa khi truyền tải, kiểm soát truy cập và rà soát hệ thống định kỳ. Chỉ nhân viên cần dữ liệu cho công việc mới được truy cập. Nếu xảy ra sự cố lộ lọt dữ liệu ảnh hưởng đến quyền của bạn, chúng tôi sẽ thông báo cho cơ quan có thẩm quyền và cho bạn khi pháp luật yêu cầu.

## 8. Quyền của bạn

Theo các điều kiện do pháp luật quy định, bạn có quyền:

- được biết về hoạt động xử lý dữ liệu của mình;
- truy cập và nhận bản sao dữ liệu;
- chỉnh sửa dữ liệu không chính xác;
- yêu cầu xóa dữ liệu;
- hạn chế hoặc phản đối việc xử lý;
- rút lại sự đồng ý;
- khiếu nại đến cơ quan có thẩm quyền.

Nhiều thông tin có thể được thay đổi trực tiếp tại mục **Quản lý tài khoản**. Với các yêu cầu khác, vui lòng gửi email đến privacy@stayvn.example. Chúng tôi sẽ phản hồi trong thời hạn pháp luật quy định.

## 9. Trẻ em

Dịch vụ của chúng tôi dành cho người trưởng thành. Chúng tôi không chủ động thu thập dữ liệu của trẻ em, ngoại trừ thông tin khách lưu trú do cha mẹ hoặc người giám hộ cung cấp khi đặt phòng.

## 10. Thay đổi chính sách

Chúng tôi có thể cập nhật chính sách này. Phiên bản hiện hành luôn có trên trang này, và những thay đổi quan trọng sẽ được thông báo trên website hoặc qua email.`,
    },
  },

  // ───────────────────────────── cancellation policy ─────────────────────────────
  {
    key: 'cancellation-policy',
    title: { en: 'Cancellation Policy', ja: 'キャンセルポリシー', vi: 'Chính sách hủy' },
    content: {
      en: `*Last updated: 1 March 2026*

This policy applies to short-term stays booked and paid online on the StayVN website. Long-term leases and serviced office contracts are cancelled according to the terms of the signed contract.

## 1. Cancellation charges

All short stays are 100% prepaid at the time of booking. If you cancel, the following charges apply, calculated on the total rent of the booking:

| When you cancel | Charge | Refund |
|---|---|---|
| More than 2 days before check-in | 50% of the rent | 50% of the rent |
| Within 2 days of check-in | 100% of the rent | None |
| No-show (you do not arrive and do not cancel) | 100% of the rent | None |

Check-in time is 14:00 Vietnam time (UTC+7). "More than 2 days before check-in" means up to **13:59 on the day two days before your check-in date**. From 14:00 on that day, the booking can no longer be cancelled with a refund.

**Example:** your check-in is on 20 March at 14:00. If you cancel by 13:59 on 18 March, 50% of the rent is refunded. If you cancel at 14:00 on 18 March or later, or do not arrive, the full rent is charged.

## 2. How to cancel

Sign in, open **My bookings**, choose the booking and press **Cancel booking**. Select a reason (personal matters, found another accommodation, or other) and confirm. The cancellation charge is shown before you confirm. You receive a cancellation e-mail, and the booking status changes to *cancelled by guest*.

If you cannot access your account, contact our support team by phone or e-mail before the deadline; the time we receive your request counts as the time of cancellation.

## 3. Refunds

- Refunds are made to the **original payment method**: to the same card for card payments, or to the bank account used for VNPay QR or bank transfer payments.
- Refunds are processed within **up to 15 working days** of the cancellation. The time it takes for the money to appear on your statement depends on your bank or card issuer.
- Refunds are made in VND for the VND amount paid. If your card is in another currency, your bank’s exchange rate may lead to a slightly different amount.
- For bank transfer payments, we may ask you to confirm the account holder’s name and account number before the refund.

## 4. Changes to a booking

To change dates or apartments, contact us. Changes depend on availability and the price for the new dates. If a change is not possible, the original booking remains valid and can be cancelled under this policy.

## 5. Early departure

If you leave before your check-out date, the nights not used are not refunded, unless the building can re-let them and agrees to a partial refund.

## 6. Cancellations by StayVN or the property

If a booking is rejected by the property or we must cancel it, for example because the apartment has become unavailable or cannot be used safely, you receive a **full refund**. Where possible we will first offer a comparable apartment at no extra cost.

## 7. Force majeure

In case of events beyond anyone’s control, such as natural disasters, severe storms, epidemics or travel bans ordered by public authorities that prevent your stay, please contact us. We will work with the property to offer a date change or a refund beyond the standard terms wherever possible.

## 8. Questions

If you have any questions about cancellations or refunds, write to support@stayvn.example or call the hotline shown on the website.`,
      ja: `*最終更新日：2026年3月1日*

本ポリシーは、StayVNウェブサイトでオンライン予約・決済された短期滞在に適用されます。長期賃貸契約およびサービスオフィス契約の解約は、締結済みの契約書の条件に従います。

## 1. キャンセル料

短期滞在はすべて、ご予約時に全額前払いとなります。キャンセルされた場合、予約の賃料総額に対して以下のキャンセル料がかかります。

| キャンセルのタイミング | キャンセル料 | 返金額 |
|---|---|---|
| チェックインの2日前より前 | 賃料の50% | 賃料の50% |
| チェックインの2日前以降 | 賃料の100% | なし |
| ノーショー（ご連絡なく到着されなかった場合） | 賃料の100% | なし |

チェックイン時刻はベトナム時間（UTC+7）の14:00です。「チェックインの2日前より前」とは、**チェックイン日の2日前の13:59まで**を指します。同日14:00以降は、返金を伴うキャンセルはできません。

**例**：チェックインが3月20日14:00の場合、3月18日13:59までにキャンセルされれば賃料の50%を返金します。3月18日14:00以降のキャンセル、またはご到着がなかった場合は、賃料の全額を申し受けます。

## 2. キャンセル方法

ログインして**予約一覧**を開き、該当の予約を選んで**予約をキャンセル**を押してください。理由（個人的な事情、別の宿泊先が見つかった、その他）を選び、確定します。確定前にキャンセル料が表示されます。キャンセル完了のメールが届き、予約状況は「お客様によるキャンセル」に変わります。

アカウントにアクセスできない場合は、期限前にお電話またはメールでサポートチームへご連絡ください。当社がご連絡を受領した時刻をキャンセル時刻とします。

## 3. 返金

- 返金は**お支払いいただいた方法**へ行います。カード決済の場合は同じカードへ、VNPay QRまたは銀行振込の場合はお支払いに使用された銀行口座へ返金します。
- 返金手続きは、キャンセルから**最長15営業日以内**に行います。明細に反映されるまでの期間は、銀行またはカード会社によって異なります。
- 返金はお支払いいただいたベトナムドンの金額で行います。カードの通貨が異なる場合、銀行の為替レートにより金額が若干異なることがあります。
- 銀行振込でお支払いの場合、返金前に口座名義と口座番号の確認をお願いすることがあります。

## 4. 予約内容の変更

日程や物件の変更をご希望の場合は、当社までご連絡ください。変更は空室状況と新しい日程の料金によります。変更ができない場合、元の予約は有効なままで、本ポリシーに従ってキャンセルいただけます。

## 5. 途中退去

チェックアウト日より前にご退去された場合、未利用分の宿泊料金は返金されません。ただし、建物側がその期間を再販でき、一部返金に同意した場合を除きます。

## 6. StayVNまたは物件側によるキャンセル

物件側が予約を承認しなかった場合、またはお部屋が利用できなくなった・安全に使用できないなどの理由で当社が予約をキャンセルせざるを得ない場合は、**全額を返金**します。可能な場合は、まず追加料金なしで同等のお部屋をご提案します。

## 7. 不可抗力

自然災害、大型の暴風雨、感染症の流行、公的機関による移動制限など、誰にも制御できない事由によりご滞在ができなくなった場合は、当社までご連絡ください。物件側と協力し、可能な限り標準の条件を超えて日程変更や返金をご提案します。

## 8. お問い合わせ

キャンセルや返金に関するご質問は、support@stayvn.example またはウェブサイトに記載のホットラインまでお問い合わせください。`,
      vi: `*Cập nhật lần cuối: ngày 01/03/2026*

Chính sách này áp dụng cho các kỳ lưu trú ngắn ngày được đặt và thanh toán trực tuyến trên website StayVN. Hợp đồng thuê dài hạn và hợp đồng văn phòng dịch vụ được chấm dứt theo điều khoản của hợp đồng đã ký.

## 1. Phí hủy

Mọi kỳ lưu trú ngắn ngày đều được thanh toán trước 100% khi đặt. Nếu bạn hủy, các khoản phí sau được áp dụng, tính trên tổng tiền thuê của đặt phòng:

| Thời điểm hủy | Phí hủy | Số tiền hoàn |
|---|---|---|
| Trước ngày nhận phòng hơn 2 ngày | 50% tiền thuê | 50% tiền thuê |
| Trong vòng 2 ngày trước ngày nhận phòng | 100% tiền thuê | Không hoàn |
| Không đến nhận phòng (không đến và không hủy) | 100% tiền thuê | Không hoàn |

Giờ nhận phòng là 14:00 theo giờ Việt Nam (UTC+7). "Trước ngày nhận phòng hơn 2 ngày" nghĩa là đến **13:59 của ngày trước ngày nhận phòng hai ngày**. Từ 14:00 ngày đó, đặt phòng không thể hủy kèm hoàn tiền nữa.

**Ví dụ:** bạn nhận phòng ngày 20/3 lúc 14:00. Nếu hủy trước 13:59 ngày 18/3, bạn được hoàn 50% tiền thuê. Nếu hủy từ 14:00 ngày 18/3 trở đi, hoặc không đến nhận phòng, toàn bộ tiền thuê sẽ bị thu.

## 2. Cách hủy đặt phòng

Đăng nhập, mở **Đặt phòng của tôi**, chọn đặt phòng và bấm **Hủy đặt phòng**. Chọn lý do (việc cá nhân, đã tìm được chỗ ở khác, hoặc lý do khác) và xác nhận. Phí hủy được hiển thị trước khi bạn xác nhận. Bạn sẽ nhận email xác nhận hủy, và trạng thái đặt phòng chuyển thành *khách đã hủy*.

Nếu không truy cập được tài khoản, hãy liên hệ bộ phận hỗ trợ qua điện thoại hoặc email trước thời hạn; thời điểm chúng tôi nhận được yêu cầu được tính là thời điểm hủy.

## 3. Hoàn tiền

- Tiền được hoàn về **phương thức thanh toán ban đầu**: về cùng thẻ với thanh toán bằng thẻ, hoặc về tài khoản ngân hàng đã dùng khi thanh toán qua VNPay QR hay chuyển khoản.
- Tiền hoàn được xử lý trong thời hạn **tối đa 15 ngày làm việc** kể từ khi hủy. Thời gian tiền về tài khoản phụ thuộc vào ngân hàng hoặc tổ chức phát hành thẻ của bạn.
- Tiền hoàn bằng VND theo số tiền VND đã thanh toán. Nếu thẻ của bạn dùng loại tiền khác, tỷ giá của ngân hàng có thể khiến số tiền nhận được chênh lệch đôi chút.
- Với thanh toán chuyển khoản, chúng tôi có thể đề nghị bạn xác nhận tên chủ tài khoản và số tài khoản trước khi hoàn tiền.

## 4. Thay đổi đặt phòng

Để đổi ngày hoặc đổi căn hộ, hãy liên hệ với chúng tôi. Việc thay đổi tùy thuộc vào tình trạng phòng trống và giá của ngày mới. Nếu không thể thay đổi, đặt phòng ban đầu vẫn giữ hiệu lực và có thể hủy theo chính sách này.

## 5. Trả phòng sớm

Nếu bạn rời đi trước ngày trả phòng, các đêm chưa sử dụng không được hoàn tiền, trừ khi tòa nhà có thể cho thuê lại và đồng ý hoàn một phần.

## 6. Hủy bởi StayVN hoặc bên cho thuê

Nếu đặt phòng bị bên cho thuê từ chối hoặc chúng tôi buộc phải hủy, chẳng hạn vì căn hộ không còn trống hoặc không thể sử dụng an toàn, bạn được **hoàn toàn bộ tiền**. Khi có thể, chúng tôi sẽ đề xuất trước một căn hộ tương đương mà không tính thêm phí.

## 7. Bất khả kháng

Trong trường hợp xảy ra sự kiện ngoài tầm kiểm soát như thiên tai, bão lớn, dịch bệnh hoặc lệnh hạn chế đi lại của cơ quan nhà nước khiến bạn không thể lưu trú, vui lòng liên hệ với chúng tôi. Chúng tôi sẽ phối hợp với bên cho thuê để đề xuất đổi ngày hoặc hoàn tiền vượt mức tiêu chuẩn trong phạm vi có thể.

## 8. Thắc mắc

Mọi câu hỏi về hủy phòng và hoàn tiền, vui lòng gửi email đến support@stayvn.example hoặc gọi đường dây nóng trên website.`,
    },
  },
];
