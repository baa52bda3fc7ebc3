import { centsToDollars, formatUsd } from '#shared/contracts/store.ts';
import { matchLanguage, type Language } from '#shared/languages.ts';
import type { DbOrTx } from '../platform/db.ts';
import { sendMail } from '../platform/mail/send-mail.ts';

export interface LicenceMailItem {
  name: string;
  key: string;
  machineLimit: number;
}

export interface LicenceMail {
  to: string;
  displayName: string;
  language: string;
  orderId: number;
  totalCents: number;
  items: LicenceMailItem[];
  siteName: string;
  siteUrl: string;
}

interface Texts {
  subject: (site: string, id: number) => string;
  hello: (name: string) => string;
  intro: (id: number, total: string) => string;
  machines: (n: number) => string;
  activate: string;
  orders: string;
  docs: string;
  keep: string;
  thanks: string;
}

// The licence e-mail in the customer's language (DECISIONS: keys are e-mailed after purchase).
// Keys, product names and amounts are never translated.
const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (site, id) => `${site}: your licence keys for order #${id}`,
    hello: (name) => `Hello ${name},`,
    intro: (id, total) => `Thank you for your order #${id} (${total}). Here are your licence keys:`,
    machines: (n) => (n === 1 ? '1 machine' : `${n} machines`),
    activate: 'To activate, paste the key into the indicator\'s "License Key" property on the computer you trade on.',
    orders: 'Your keys are always on your Orders page, where you can also free a machine:',
    docs: 'Activation guide:',
    keep: 'Keep your keys private: anyone who has one can use up its machine slots.',
    thanks: 'Happy trading,',
  },
  'pt-BR': {
    subject: (site, id) => `${site}: suas chaves de licença do pedido #${id}`,
    hello: (name) => `Olá ${name},`,
    intro: (id, total) => `Obrigado pelo seu pedido #${id} (${total}). Aqui estão suas chaves de licença:`,
    machines: (n) => (n === 1 ? '1 máquina' : `${n} máquinas`),
    activate: 'Para ativar, cole a chave na propriedade "License Key" do indicador no computador em que você opera.',
    orders: 'Suas chaves ficam sempre na página Pedidos, onde você também pode liberar uma máquina:',
    docs: 'Guia de ativação:',
    keep: 'Mantenha suas chaves em sigilo: quem tiver uma delas pode ocupar as vagas de máquina.',
    thanks: 'Bons trades,',
  },
  es: {
    subject: (site, id) => `${site}: tus claves de licencia del pedido #${id}`,
    hello: (name) => `Hola ${name}:`,
    intro: (id, total) => `Gracias por tu pedido #${id} (${total}). Estas son tus claves de licencia:`,
    machines: (n) => (n === 1 ? '1 equipo' : `${n} equipos`),
    activate: 'Para activarla, pega la clave en la propiedad "License Key" del indicador en el ordenador con el que operas.',
    orders: 'Tus claves están siempre en tu página de Pedidos, donde también puedes liberar un equipo:',
    docs: 'Guía de activación:',
    keep: 'Mantén tus claves en privado: quien tenga una puede ocupar sus plazas de equipo.',
    thanks: 'Buen trading,',
  },
  de: {
    subject: (site, id) => `${site}: Ihre Lizenzschlüssel zu Bestellung #${id}`,
    hello: (name) => `Hallo ${name},`,
    intro: (id, total) => `vielen Dank für Ihre Bestellung #${id} (${total}). Hier sind Ihre Lizenzschlüssel:`,
    machines: (n) => (n === 1 ? '1 Rechner' : `${n} Rechner`),
    activate: 'Zum Aktivieren fügen Sie den Schlüssel auf Ihrem Handelsrechner in die Eigenschaft "License Key" des Indikators ein.',
    orders: 'Ihre Schlüssel finden Sie jederzeit auf der Seite Bestellungen, wo Sie auch einen Rechner freigeben können:',
    docs: 'Anleitung zur Aktivierung:',
    keep: 'Behalten Sie Ihre Schlüssel für sich: Wer einen kennt, kann dessen Rechnerplätze belegen.',
    thanks: 'Erfolgreiches Trading,',
  },
  fr: {
    subject: (site, id) => `${site} : vos clés de licence pour la commande n° ${id}`,
    hello: (name) => `Bonjour ${name},`,
    intro: (id, total) => `Merci pour votre commande n° ${id} (${total}). Voici vos clés de licence :`,
    machines: (n) => (n === 1 ? '1 machine' : `${n} machines`),
    activate: 'Pour activer, collez la clé dans la propriété « License Key » de l\'indicateur sur l\'ordinateur avec lequel vous tradez.',
    orders: 'Vos clés restent toujours sur votre page Commandes, où vous pouvez aussi libérer une machine :',
    docs: 'Guide d\'activation :',
    keep: 'Gardez vos clés privées : quiconque en possède une peut occuper ses emplacements de machine.',
    thanks: 'Bon trading,',
  },
  zh: {
    subject: (site, id) => `${site}：订单 #${id} 的许可证密钥`,
    hello: (name) => `${name}，您好：`,
    intro: (id, total) => `感谢您的订单 #${id}（${total}）。以下是您的许可证密钥：`,
    machines: (n) => `${n} 台电脑`,
    activate: '激活方法：在您用于交易的电脑上，将密钥粘贴到指标的 "License Key" 属性中。',
    orders: '您的密钥始终显示在"订单"页面，您也可以在那里释放电脑：',
    docs: '激活指南：',
    keep: '请妥善保管密钥：任何持有密钥的人都可能占用其电脑名额。',
    thanks: '祝交易顺利，',
  },
};

/** Queues the licence e-mail in the transaction that completes the order (kind `licence.keys`). */
export async function sendLicenceMail(tx: DbOrTx, mail: LicenceMail) {
  const t = TEXTS[matchLanguage(mail.language) ?? 'en'];
  const keys = mail.items.map((item) => `  ${item.name}\n  ${item.key}  (${t.machines(item.machineLimit)})`).join('\n\n');
  const text = [
    t.hello(mail.displayName),
    '',
    t.intro(mail.orderId, formatUsd(centsToDollars(mail.totalCents))),
    '',
    keys,
    '',
    t.activate,
    '',
    `${t.orders}\n${mail.siteUrl}/orders`,
    `${t.docs}\n${mail.siteUrl}/docs#activation`,
    '',
    t.keep,
    '',
    t.thanks,
    mail.siteName,
  ].join('\n');
  await sendMail(tx, { to: mail.to, kind: 'licence.keys', subject: t.subject(mail.siteName, mail.orderId), text });
}
