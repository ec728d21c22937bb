import { chatMessages } from '@conecta/contracts/chat';
import type { TFunction } from 'i18next';
import type { ServerMessage } from '../../app/apiFailure';
import { registerTranslations } from '../../shell/i18n';
import { translateServerMessage } from '../../shell/i18n/serverMessages';
import { chatNamespace } from './locales';

/**
 * The panel's and the page's strings. The three sentences of console-core §4.4 are kept word for
 * word in English. `msg_*` translate the contract's messages (chatMessages), found by their English text.
 */
registerTranslations(chatNamespace, {
  'pt-BR': {
    close: 'Fechar o chat',
    selectContact: 'Selecione um contato para iniciar uma conversa.',
    startConversation: 'Comece uma conversa digitando sua mensagem abaixo.',
    typeMessage: 'Digite sua mensagem',
    send: 'Enviar',
    contacts: 'Contatos',
    chats: 'Conversas',
    search: 'Buscar um contato',
    noMatches: 'Nenhum contato encontrado.',
    noChats: 'Nenhuma conversa ainda.',
    noContacts: 'Nenhum contato ainda.',
    contactsFailed: 'Não foi possível carregar os contatos.',
    chatFailed: 'Não foi possível carregar a conversa.',
    sendFailed: 'A mensagem não foi enviada.',
    saveFailed: 'Não foi possível salvar o seu perfil.',
    retry: 'Tentar de novo',
    back: 'Voltar para a lista',
    you: 'Você',
    profile: 'Seu perfil',
    status: 'Status',
    mood: 'Humor',
    moodPlaceholder: 'Como você está?',
    unread_one: '{{count}} mensagem não lida',
    unread_other: '{{count}} mensagens não lidas',
    status_online: 'Online',
    status_away: 'Ausente',
    'status_do-not-disturb': 'Não perturbe',
    status_offline: 'Offline',
    conversation: 'Conversa com {{name}}',
    msg_messageTextTooLong: 'Uma mensagem pode ter até 2000 caracteres',
    msg_mood: 'O humor pode ter até 200 caracteres',
  },
  en: {
    close: 'Close the chat',
    selectContact: 'Select a contact to start a conversation.',
    startConversation: 'Start a conversation by typing your message below.',
    typeMessage: 'Type your message',
    send: 'Send',
    contacts: 'Contacts',
    chats: 'Chats',
    search: 'Search for a contact',
    noMatches: 'No contact matches.',
    noChats: 'No chats yet.',
    noContacts: 'No contacts yet.',
    contactsFailed: 'The contacts could not be loaded.',
    chatFailed: 'The conversation could not be loaded.',
    sendFailed: 'The message was not sent.',
    saveFailed: 'Your profile could not be saved.',
    retry: 'Try again',
    back: 'Back to the list',
    you: 'You',
    profile: 'Your profile',
    status: 'Status',
    mood: 'Mood',
    moodPlaceholder: 'How are you?',
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
    status_online: 'Online',
    status_away: 'Away',
    'status_do-not-disturb': 'Do not disturb',
    status_offline: 'Offline',
    conversation: 'Conversation with {{name}}',
    msg_messageTextTooLong: chatMessages.messageTextTooLong,
    msg_mood: chatMessages.mood,
  },
  tr: {
    close: 'Sohbeti kapat',
    selectContact: 'Bir konuşma başlatmak için bir kişi seçin.',
    startConversation: 'Aşağıya mesajınızı yazarak bir konuşma başlatın.',
    typeMessage: 'Mesajınızı yazın',
    send: 'Gönder',
    contacts: 'Kişiler',
    chats: 'Sohbetler',
    search: 'Kişi ara',
    noMatches: 'Eşleşen kişi yok.',
    noChats: 'Henüz sohbet yok.',
    noContacts: 'Henüz kişi yok.',
    contactsFailed: 'Kişiler yüklenemedi.',
    chatFailed: 'Konuşma yüklenemedi.',
    sendFailed: 'Mesaj gönderilemedi.',
    saveFailed: 'Profiliniz kaydedilemedi.',
    retry: 'Tekrar dene',
    back: 'Listeye dön',
    you: 'Siz',
    profile: 'Profiliniz',
    status: 'Durum',
    mood: 'Ruh hâli',
    moodPlaceholder: 'Nasılsınız?',
    unread_one: '{{count}} okunmamış mesaj',
    unread_other: '{{count}} okunmamış mesaj',
    status_online: 'Çevrimiçi',
    status_away: 'Uzakta',
    'status_do-not-disturb': 'Rahatsız etmeyin',
    status_offline: 'Çevrimdışı',
    conversation: '{{name}} ile konuşma',
    msg_messageTextTooLong: 'Bir mesaj en fazla 2000 karakter olabilir',
    msg_mood: 'Ruh hâli en fazla 200 karakter olabilir',
  },
  ar: {
    close: 'إغلاق الدردشة',
    selectContact: 'اختر جهة اتصال لبدء محادثة.',
    startConversation: 'ابدأ محادثة بكتابة رسالتك أدناه.',
    typeMessage: 'اكتب رسالتك',
    send: 'إرسال',
    contacts: 'جهات الاتصال',
    chats: 'المحادثات',
    search: 'ابحث عن جهة اتصال',
    noMatches: 'لا توجد جهة اتصال مطابقة.',
    noChats: 'لا توجد محادثات بعد.',
    noContacts: 'لا توجد جهات اتصال بعد.',
    contactsFailed: 'تعذّر تحميل جهات الاتصال.',
    chatFailed: 'تعذّر تحميل المحادثة.',
    sendFailed: 'لم تُرسل الرسالة.',
    saveFailed: 'تعذّر حفظ ملفك الشخصي.',
    retry: 'أعد المحاولة',
    back: 'العودة إلى القائمة',
    you: 'أنت',
    profile: 'ملفك الشخصي',
    status: 'الحالة',
    mood: 'المزاج',
    moodPlaceholder: 'كيف حالك؟',
    unread_one: 'رسالة واحدة غير مقروءة',
    unread_other: '{{count}} رسائل غير مقروءة',
    status_online: 'متصل',
    status_away: 'بعيد',
    'status_do-not-disturb': 'عدم الإزعاج',
    status_offline: 'غير متصل',
    conversation: 'محادثة مع {{name}}',
    msg_messageTextTooLong: 'يمكن أن تحتوي الرسالة على 2000 حرف كحد أقصى',
    msg_mood: 'يمكن أن يحتوي المزاج على 200 حرف كحد أقصى',
  },
});

const messageKeys = new Map<string, string>(
  Object.entries(chatMessages).map(([key, english]) => [english, `msg_${key}`]),
);

/** The contract's English message in the current language (as it came when there is no translation). */
export function translateChatMessage(t: TFunction, message: string): string {
  const key = messageKeys.get(message);
  return key ? t(`${chatNamespace}:${key}`, { defaultValue: message }) : message;
}

/** A sentence the server sent, in the current language: chat's own codes here, the rest from the shared table. */
export function translateChatServerMessage(t: TFunction, message: ServerMessage): string {
  if (message.code?.startsWith('chat.')) {
    return t(`${chatNamespace}:msg_${message.code.slice('chat.'.length)}`, { defaultValue: message.message });
  }
  return message.code ? translateServerMessage(message) : translateChatMessage(t, message.message);
}
