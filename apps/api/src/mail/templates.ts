import type { Language, MailKind, Role, VerificationStatus } from '@meridian/contract';
import {
  emailChangeCodeTemplates,
  emailChangedTemplates,
  emailChangeAttemptTemplates,
  type EmailChangeAttemptMailInput,
  type EmailChangeCodeMailInput,
  type EmailChangedMailInput,
} from './account-email';
import { paymentRequestTemplates, type PaymentRequestMailInput } from './payment-request';

export interface MailContent {
  subject: string;
  text: string;
}

/** A rendered mail: the subject, the plain-text part and the HTML part (the text, escaped). */
export interface RenderedMail extends MailContent {
  html: string;
}

export interface CodeMailInput {
  username: string;
  code: string;
  /** Minutes the code stays valid. */
  minutes: number;
  /** Dashboard page where the code is entered. */
  link: string;
}

export interface InviteMailInput {
  workspaceName: string;
  /** The inviter's name, or username. */
  inviterName: string;
  role: Role;
  /** Days the invitation stays open. */
  days: number;
  /** Dashboard page listing the user's invitations. */
  link: string;
}

export interface CompanyEmailMailInput {
  workspaceName: string;
  /** Hours the link works. */
  hours: number;
  /** The verification link (single use). */
  link: string;
}

export interface SignupAttemptMailInput {
  /** The account's username (letters, digits, `.`, `_`, `-`). */
  username: string;
  /** The login page. */
  loginLink: string;
  /** The page where a password reset starts. */
  resetLink: string;
}

/** What changed on a wallet, told to every owner of the workspace. */
export interface WalletChangedMailInput {
  workspaceName: string;
  /** Who made the change: their name, or username. */
  actorName: string;
  walletLabel: string;
  /** The network's name (Moonbeam, Polkadot, Kusama). */
  networkName: string;
  /** `address`: the payout address was replaced; `removed`: the wallet was removed. */
  change: 'address' | 'removed';
  previousAddress: string;
  /** The new payout address (`address` only). */
  newAddress: string | null;
  /** The dashboard's wallet page. */
  link: string;
}

/** A checkout paid, told to the workspace's members who want it by e-mail. */
export interface PaymentReceivedMailInput {
  workspaceName: string;
  linkName: string;
  /** What the checkout asked for, in dollars, written for the language. */
  total: string;
  /** What arrived, in the token (`0.5 GLMR`). */
  received: string;
  /** Paid after the checkout had expired. */
  late: boolean;
  /** The link's payments page. */
  link: string;
  /** The account page, where notification e-mails are chosen. */
  settingsLink: string;
}

/** A wallet proved by its owner's signature, told to those who manage wallets. */
export interface WalletVerifiedMailInput {
  workspaceName: string;
  walletLabel: string;
  networkName: string;
  address: string;
  link: string;
  settingsLink: string;
}

/** A business verification request's new status. */
export interface KybVerificationMailInput {
  workspaceName: string;
  status: VerificationStatus;
  link: string;
  settingsLink: string;
}

/** A webhook endpoint the API stopped sending to, told to every owner of the workspace. */
export interface WebhookDisabledMailInput {
  workspaceName: string;
  url: string;
  /** `gone`: the receiver answered 410 Gone; `failing`: `failures` events in a row failed every retry. */
  reason: 'gone' | 'failing';
  failures: number;
  /** The endpoint's page in the dashboard. */
  link: string;
}

/** How to continue a verification on a phone, mailed to the member who asked for it. */
export interface VerificationHandoffMailInput {
  workspaceName: string;
  /** The single-use address that opens the identity provider's page. */
  link: string;
  /** Minutes the address works. */
  minutes: number;
  /** The dashboard's verification page. */
  pageLink: string;
}

/** What each kind of mail needs. */
export interface MailInputs {
  'confirm-code': CodeMailInput;
  'password-reset': CodeMailInput;
  'company-invite': InviteMailInput;
  'company-email-verification': CompanyEmailMailInput;
  'signup-attempt': SignupAttemptMailInput;
  'wallet-changed': WalletChangedMailInput;
  'payment-received': PaymentReceivedMailInput;
  'wallet-verified': WalletVerifiedMailInput;
  'kyb-verification': KybVerificationMailInput;
  'verification-handoff': VerificationHandoffMailInput;
  'webhook-disabled': WebhookDisabledMailInput;
  'payment-request': PaymentRequestMailInput;
  'email-change-code': EmailChangeCodeMailInput;
  'email-changed': EmailChangedMailInput;
  'email-change-attempt': EmailChangeAttemptMailInput;
}

type Templates = { [K in MailKind]: Record<Language, (input: MailInputs[K]) => MailContent> };

/** Role names as the dashboard shows them, per language. */
const ROLE_NAMES: Record<Language, Record<Role, string>> = {
  en: { owner: 'Owner', admin: 'Admin', developer: 'Developer', viewer: 'Viewer' },
  es: { owner: 'Propietario', admin: 'Administrador', developer: 'Desarrollador', viewer: 'Lector' },
  fr: { owner: 'Propriétaire', admin: 'Administrateur', developer: 'Développeur', viewer: 'Lecteur' },
  pt: { owner: 'Proprietário', admin: 'Administrador', developer: 'Desenvolvedor', viewer: 'Leitor' },
};

/** A verification request's status, as a mail's sentence ends with it. */
const KYB_STATUS: Record<Language, Record<VerificationStatus, string>> = {
  en: { active: 'approved', in_progress: 'in review', rejected: 'rejected' },
  es: { active: 'aprobada', in_progress: 'en revisión', rejected: 'rechazada' },
  fr: { active: 'approuvée', in_progress: 'en cours d’examen', rejected: 'refusée' },
  pt: { active: 'aprovada', in_progress: 'em análise', rejected: 'recusada' },
};

/**
 * What happened to a verification request, as the predicate of a mail's sentence (“The business
 * verification … has been approved.”): a status pasted after a colon reads as a form, not a sentence.
 */
const KYB_OUTCOME: Record<Language, Record<VerificationStatus, string>> = {
  en: { active: 'has been approved', in_progress: 'is in review', rejected: 'has been rejected' },
  es: { active: 'se ha aprobado', in_progress: 'está en revisión', rejected: 'se ha rechazado' },
  fr: { active: 'a été approuvée', in_progress: 'est en cours d’examen', rejected: 'a été refusée' },
  pt: { active: 'foi aprovada', in_progress: 'está em análise', rejected: 'foi recusada' },
};

/** Written per language (not translated word for word); the code stands on its own line. */
const templates: Templates = {
  'confirm-code': {
    en: ({ username, code, minutes, link }) => ({
      subject: `Your Meridian confirmation code: ${code}`,
      text: [
        `Hello ${username},`,
        '',
        'Welcome to Meridian! Enter this code to confirm your email address:',
        '',
        `    ${code}`,
        '',
        `The code is valid for ${minutes} minutes and can be used once. You can enter it here: ${link}`,
        '',
        'If you did not create a Meridian account, you can ignore this message.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ username, code, minutes, link }) => ({
      subject: `Tu código de confirmación de Meridian: ${code}`,
      text: [
        `Hola, ${username}:`,
        '',
        '¡Te damos la bienvenida a Meridian! Introduce este código para confirmar tu dirección de correo electrónico:',
        '',
        `    ${code}`,
        '',
        `El código es válido durante ${minutes} minutos y solo se puede usar una vez. Puedes introducirlo aquí: ${link}`,
        '',
        'Si no has creado una cuenta en Meridian, puedes ignorar este mensaje.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ username, code, minutes, link }) => ({
      subject: `Votre code de confirmation Meridian\u00a0: ${code}`,
      text: [
        `Bonjour ${username},`,
        '',
        'Bienvenue sur Meridian\u202f! Saisissez ce code pour confirmer votre adresse e-mail\u00a0:',
        '',
        `    ${code}`,
        '',
        `Ce code est valable ${minutes}\u00a0minutes et ne peut servir qu’une fois. Vous pouvez le saisir ici\u00a0: ${link}`,
        '',
        'Si vous n’avez pas créé de compte Meridian, ignorez simplement ce message.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ username, code, minutes, link }) => ({
      subject: `Seu código de confirmação do Meridian: ${code}`,
      text: [
        `Olá, ${username}!`,
        '',
        'Boas-vindas ao Meridian! Digite este código para confirmar seu endereço de e-mail:',
        '',
        `    ${code}`,
        '',
        `O código vale por ${minutes} minutos e só pode ser usado uma vez. Você pode digitá-lo aqui: ${link}`,
        '',
        'Se você não criou uma conta no Meridian, pode ignorar esta mensagem.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'password-reset': {
    en: ({ username, code, minutes, link }) => ({
      subject: `Reset your Meridian password: ${code}`,
      text: [
        `Hello ${username},`,
        '',
        'We received a request to reset the password of your Meridian account. Enter this code to choose a new one:',
        '',
        `    ${code}`,
        '',
        `The code is valid for ${minutes} minutes and can be used once. Continue here: ${link}`,
        '',
        'If you did not ask for this, you can ignore this message: your password stays the same.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ username, code, minutes, link }) => ({
      subject: `Restablece tu contraseña de Meridian: ${code}`,
      text: [
        `Hola, ${username}:`,
        '',
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Meridian. Introduce este código para elegir una nueva:',
        '',
        `    ${code}`,
        '',
        `El código es válido durante ${minutes} minutos y solo se puede usar una vez. Continúa aquí: ${link}`,
        '',
        'Si no lo has solicitado tú, puedes ignorar este mensaje: tu contraseña no cambiará.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ username, code, minutes, link }) => ({
      subject: `Réinitialisez votre mot de passe Meridian\u00a0: ${code}`,
      text: [
        `Bonjour ${username},`,
        '',
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Meridian. Saisissez ce code pour en choisir un nouveau\u00a0:',
        '',
        `    ${code}`,
        '',
        `Ce code est valable ${minutes}\u00a0minutes et ne peut servir qu’une fois. Poursuivez ici\u00a0: ${link}`,
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ username, code, minutes, link }) => ({
      subject: `Redefina sua senha do Meridian: ${code}`,
      text: [
        `Olá, ${username}!`,
        '',
        'Recebemos um pedido para redefinir a senha da sua conta no Meridian. Digite este código para escolher uma nova:',
        '',
        `    ${code}`,
        '',
        `O código vale por ${minutes} minutos e só pode ser usado uma vez. Continue aqui: ${link}`,
        '',
        'Se você não fez esse pedido, pode ignorar esta mensagem: sua senha continua a mesma.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'company-invite': {
    en: ({ workspaceName, inviterName, role, days, link }) => ({
      subject: `${inviterName} invited you to join ${workspaceName} on Meridian`,
      text: [
        'Hello,',
        '',
        `${quote(inviterName, 'en')} invited you to join the workspace ${quote(workspaceName, 'en')} on Meridian as ${roleName(role, 'en')}.`,
        '',
        `To accept or refuse, log in to Meridian (or create an account with this email address) and open your invitations: ${link}`,
        '',
        `The invitation stays open for ${days} days. Nobody joins a workspace without accepting.`,
        '',
        'If you were not expecting this invitation, you can ignore this message.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, inviterName, role, days, link }) => ({
      subject: `${inviterName} te ha invitado a unirte a ${workspaceName} en Meridian`,
      text: [
        'Hola:',
        '',
        `${quote(inviterName, 'es')} te ha invitado a unirte al espacio de trabajo ${quote(workspaceName, 'es')} en Meridian con el rol de ${roleName(role, 'es')}.`,
        '',
        `Para aceptar o rechazar la invitación, inicia sesión en Meridian (o crea una cuenta con esta dirección de correo electrónico) y abre tus invitaciones: ${link}`,
        '',
        `La invitación seguirá disponible durante ${days} días. Nadie se une a un espacio de trabajo sin aceptar antes la invitación.`,
        '',
        'Si no esperabas esta invitación, puedes ignorar este mensaje.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, inviterName, role, days, link }) => ({
      subject: `${inviterName} vous invite à rejoindre ${workspaceName} sur Meridian`,
      text: [
        'Bonjour,',
        '',
        `${quote(inviterName, 'fr')} vous invite à rejoindre l’espace de travail ${quote(workspaceName, 'fr')} sur Meridian en tant que ${roleName(role, 'fr')}.`,
        '',
        `Pour accepter ou refuser, connectez-vous à Meridian (ou créez un compte avec cette adresse e-mail) et ouvrez vos invitations\u00a0: ${link}`,
        '',
        `L’invitation reste valable ${days}\u00a0jours. Personne ne rejoint un espace de travail sans avoir accepté.`,
        '',
        'Si vous n’attendiez pas cette invitation, ignorez simplement ce message.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, inviterName, role, days, link }) => ({
      subject: `${inviterName} convidou você para participar de ${workspaceName} no Meridian`,
      text: [
        'Olá!',
        '',
        `${quote(inviterName, 'pt')} convidou você para participar do espaço de trabalho ${quote(workspaceName, 'pt')} no Meridian com a função de ${roleName(role, 'pt')}.`,
        '',
        `Para aceitar ou recusar, entre no Meridian (ou crie uma conta com este endereço de e-mail) e abra seus convites: ${link}`,
        '',
        `O convite fica disponível por ${days} dias. Ninguém participa de um espaço de trabalho sem aceitar o convite.`,
        '',
        'Se você não esperava este convite, pode ignorar esta mensagem.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'company-email-verification': {
    en: ({ workspaceName, hours, link }) => ({
      subject: `Verify the email address of ${workspaceName} on Meridian`,
      text: [
        'Hello,',
        '',
        `This address was given as the business email of the workspace ${quote(workspaceName, 'en')} on Meridian. Open this link to confirm that it belongs to the business:`,
        '',
        `    ${link}`,
        '',
        `The link works for ${hours} hours and only once. You may need to log in to Meridian first.`,
        '',
        'If you do not know this workspace, you can ignore this message: nothing will be verified.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, hours, link }) => ({
      subject: `Verifica la dirección de correo electrónico de ${workspaceName} en Meridian`,
      text: [
        'Hola:',
        '',
        `Esta dirección se ha indicado como correo electrónico de la empresa del espacio de trabajo ${quote(workspaceName, 'es')} en Meridian. Abre este enlace para confirmar que pertenece a la empresa:`,
        '',
        `    ${link}`,
        '',
        `El enlace funciona durante ${hours} horas y solo una vez. Es posible que antes tengas que iniciar sesión en Meridian.`,
        '',
        'Si no conoces este espacio de trabajo, puedes ignorar este mensaje: no se verificará nada.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, hours, link }) => ({
      subject: `Vérifiez l’adresse e-mail de ${workspaceName} sur Meridian`,
      text: [
        'Bonjour,',
        '',
        `Cette adresse a été indiquée comme adresse e-mail professionnelle de l’espace de travail ${quote(workspaceName, 'fr')} sur Meridian. Ouvrez ce lien pour confirmer qu’elle appartient bien à l’entreprise\u00a0:`,
        '',
        `    ${link}`,
        '',
        `Le lien est valable ${hours}\u00a0heures et ne sert qu’une fois. Il vous faudra peut-être d’abord vous connecter à Meridian.`,
        '',
        'Si vous ne connaissez pas cet espace de travail, ignorez ce message\u00a0: rien ne sera vérifié.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, hours, link }) => ({
      subject: `Verifique o endereço de e-mail de ${workspaceName} no Meridian`,
      text: [
        'Olá!',
        '',
        `Este endereço foi informado como e-mail comercial do espaço de trabalho ${quote(workspaceName, 'pt')} no Meridian. Abra este link para confirmar que ele pertence à empresa:`,
        '',
        `    ${link}`,
        '',
        `O link vale por ${hours} horas e só pode ser usado uma vez. Talvez seja preciso entrar no Meridian antes.`,
        '',
        'Se você não conhece este espaço de trabalho, pode ignorar esta mensagem: nada será verificado.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'signup-attempt': {
    en: ({ username, loginLink, resetLink }) => ({
      subject: 'Someone tried to create a Meridian account with your address',
      text: [
        `Hello ${username},`,
        '',
        'Someone just tried to create a new Meridian account with this email address. It already belongs to your account, so no new account was created and nothing changed.',
        '',
        `If it was you, log in instead: ${loginLink}`,
        '',
        `If you no longer know your password, you can choose a new one here: ${resetLink}`,
        '',
        'If it was not you, you can ignore this message: your account is safe.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ username, loginLink, resetLink }) => ({
      subject: 'Alguien ha intentado crear una cuenta de Meridian con tu dirección',
      text: [
        `Hola, ${username}:`,
        '',
        'Alguien acaba de intentar crear una cuenta nueva de Meridian con esta dirección de correo electrónico. Como ya pertenece a tu cuenta, no se ha creado ninguna cuenta nueva y no ha cambiado nada.',
        '',
        `Si has sido tú, inicia sesión: ${loginLink}`,
        '',
        `Si no recuerdas tu contraseña, puedes elegir una nueva aquí: ${resetLink}`,
        '',
        'Si no has sido tú, puedes ignorar este mensaje: tu cuenta está a salvo.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ username, loginLink, resetLink }) => ({
      subject: 'Quelqu’un a essayé de créer un compte Meridian avec votre adresse',
      text: [
        `Bonjour ${username},`,
        '',
        'Quelqu’un vient d’essayer de créer un compte Meridian avec cette adresse e-mail. Elle appartient déjà à votre compte\u00a0: aucun compte n’a été créé et rien n’a changé.',
        '',
        `Si c’était vous, connectez-vous plutôt\u00a0: ${loginLink}`,
        '',
        `Si vous ne vous souvenez plus de votre mot de passe, vous pouvez en choisir un nouveau ici\u00a0: ${resetLink}`,
        '',
        'Si ce n’était pas vous, ignorez ce message\u00a0: votre compte ne risque rien.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ username, loginLink, resetLink }) => ({
      subject: 'Alguém tentou criar uma conta no Meridian com seu endereço',
      text: [
        `Olá, ${username}!`,
        '',
        'Alguém acabou de tentar criar uma nova conta no Meridian com este endereço de e-mail. Como ele já pertence à sua conta, nenhuma conta nova foi criada e nada mudou.',
        '',
        `Se foi você, entre na sua conta: ${loginLink}`,
        '',
        `Se você não lembra sua senha, pode escolher uma nova aqui: ${resetLink}`,
        '',
        'Se não foi você, pode ignorar esta mensagem: sua conta está segura.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'wallet-changed': {
    en: (input) => ({
      subject:
        input.change === 'address'
          ? `The payout address of a wallet of ${input.workspaceName} changed`
          : `A wallet of ${input.workspaceName} was removed`,
      text: [
        'Hello,',
        '',
        input.change === 'address'
          ? `${quote(input.actorName, 'en')} changed the payout address of the ${input.networkName} wallet ${quote(input.walletLabel, 'en')} in the workspace ${quote(input.workspaceName, 'en')}.`
          : `${quote(input.actorName, 'en')} removed the ${input.networkName} wallet ${quote(input.walletLabel, 'en')} from the workspace ${quote(input.workspaceName, 'en')}.`,
        '',
        input.change === 'address' ? `Previous address: ${input.previousAddress}` : `Address: ${input.previousAddress}`,
        ...(input.newAddress ? [`New address: ${input.newAddress}`] : []),
        '',
        `You receive this message because you are an owner of the workspace. Review its wallets here: ${input.link}`,
        '',
        'If you do not recognise this change, check who has access to the workspace and change your password.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: (input) => ({
      subject:
        input.change === 'address'
          ? `Se ha cambiado la dirección de cobro de un monedero de ${input.workspaceName}`
          : `Se ha eliminado un monedero de ${input.workspaceName}`,
      text: [
        'Hola:',
        '',
        input.change === 'address'
          ? `${quote(input.actorName, 'es')} ha cambiado la dirección de cobro del monedero ${quote(input.walletLabel, 'es')} de ${input.networkName} en el espacio de trabajo ${quote(input.workspaceName, 'es')}.`
          : `${quote(input.actorName, 'es')} ha eliminado el monedero ${quote(input.walletLabel, 'es')} de ${input.networkName} del espacio de trabajo ${quote(input.workspaceName, 'es')}.`,
        '',
        input.change === 'address'
          ? `Dirección anterior: ${input.previousAddress}`
          : `Dirección: ${input.previousAddress}`,
        ...(input.newAddress ? [`Dirección nueva: ${input.newAddress}`] : []),
        '',
        `Te escribimos porque tienes el rol de Propietario en este espacio de trabajo. Puedes revisar sus monederos aquí: ${input.link}`,
        '',
        'Si no reconoces este cambio, comprueba quién tiene acceso al espacio de trabajo y cambia tu contraseña.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: (input) => ({
      subject:
        input.change === 'address'
          ? `L’adresse de versement d’un portefeuille de ${input.workspaceName} a changé`
          : `Un portefeuille de ${input.workspaceName} a été supprimé`,
      text: [
        'Bonjour,',
        '',
        input.change === 'address'
          ? `${quote(input.actorName, 'fr')} a changé l’adresse de versement du portefeuille ${input.networkName} ${quote(input.walletLabel, 'fr')} de l’espace de travail ${quote(input.workspaceName, 'fr')}.`
          : `${quote(input.actorName, 'fr')} a supprimé le portefeuille ${input.networkName} ${quote(input.walletLabel, 'fr')} de l’espace de travail ${quote(input.workspaceName, 'fr')}.`,
        '',
        input.change === 'address'
          ? `Adresse précédente\u00a0: ${input.previousAddress}`
          : `Adresse\u00a0: ${input.previousAddress}`,
        ...(input.newAddress ? [`Nouvelle adresse\u00a0: ${input.newAddress}`] : []),
        '',
        `Vous recevez ce message parce que vous êtes propriétaire de l’espace de travail. Vérifiez ses portefeuilles ici\u00a0: ${input.link}`,
        '',
        'Si vous ne reconnaissez pas ce changement, vérifiez qui a accès à l’espace de travail et changez votre mot de passe.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: (input) => ({
      subject:
        input.change === 'address'
          ? `O endereço de recebimento de uma carteira de ${input.workspaceName} mudou`
          : `Uma carteira de ${input.workspaceName} foi removida`,
      text: [
        'Olá!',
        '',
        input.change === 'address'
          ? `${quote(input.actorName, 'pt')} mudou o endereço de recebimento da carteira ${input.networkName} ${quote(input.walletLabel, 'pt')} no espaço de trabalho ${quote(input.workspaceName, 'pt')}.`
          : `${quote(input.actorName, 'pt')} removeu a carteira ${input.networkName} ${quote(input.walletLabel, 'pt')} do espaço de trabalho ${quote(input.workspaceName, 'pt')}.`,
        '',
        input.change === 'address'
          ? `Endereço anterior: ${input.previousAddress}`
          : `Endereço: ${input.previousAddress}`,
        ...(input.newAddress ? [`Novo endereço: ${input.newAddress}`] : []),
        '',
        `Você recebe esta mensagem porque é proprietário do espaço de trabalho. Confira as carteiras dele aqui: ${input.link}`,
        '',
        'Se você não reconhece esta mudança, confira quem tem acesso ao espaço de trabalho e altere sua senha.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'payment-received': {
    en: ({ workspaceName, linkName, total, received, late, link, settingsLink }) => ({
      subject: `Payment received on ${linkName}: ${total}`,
      text: [
        'Hello,',
        '',
        late
          ? `A checkout of the payment link ${quote(linkName, 'en')} (workspace ${quote(workspaceName, 'en')}) was paid after it had expired: ${total} (${received}).`
          : `A checkout of the payment link ${quote(linkName, 'en')} (workspace ${quote(workspaceName, 'en')}) was paid: ${total} (${received}).`,
        '',
        `See the link's payments: ${link}`,
        '',
        `You get this email because payment notifications are on in your account. You can turn them off here: ${settingsLink}`,
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, linkName, total, received, late, link, settingsLink }) => ({
      subject: `Pago recibido en ${linkName}: ${total}`,
      text: [
        'Hola:',
        '',
        late
          ? `Se ha completado con retraso (después de caducar) un cobro del enlace de pago ${quote(linkName, 'es')} (espacio de trabajo ${quote(workspaceName, 'es')}): ${total} (${received}).`
          : `Se ha completado un cobro del enlace de pago ${quote(linkName, 'es')} (espacio de trabajo ${quote(workspaceName, 'es')}): ${total} (${received}).`,
        '',
        `Consulta los pagos del enlace: ${link}`,
        '',
        `Recibes este correo porque tienes activadas las notificaciones de pagos en tu cuenta. Puedes desactivarlas aquí: ${settingsLink}`,
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, linkName, total, received, late, link, settingsLink }) => ({
      subject: `Paiement reçu sur ${linkName}\u00a0: ${total}`,
      text: [
        'Bonjour,',
        '',
        late
          ? `Une session de paiement du lien ${quote(linkName, 'fr')} (espace de travail ${quote(workspaceName, 'fr')}) a été payée en retard, après son expiration\u00a0: ${total} (${received}).`
          : `Une session de paiement du lien ${quote(linkName, 'fr')} (espace de travail ${quote(workspaceName, 'fr')}) a été payée\u00a0: ${total} (${received}).`,
        '',
        `Voir les paiements du lien\u00a0: ${link}`,
        '',
        `Vous recevez cet e-mail car les notifications de paiement sont activées dans votre compte. Vous pouvez les désactiver ici\u00a0: ${settingsLink}`,
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, linkName, total, received, late, link, settingsLink }) => ({
      subject: `Pagamento recebido em ${linkName}: ${total}`,
      text: [
        'Olá!',
        '',
        late
          ? `Uma sessão de pagamento do link ${quote(linkName, 'pt')} (espaço de trabalho ${quote(workspaceName, 'pt')}) foi paga com atraso, depois de expirar: ${total} (${received}).`
          : `Uma sessão de pagamento do link ${quote(linkName, 'pt')} (espaço de trabalho ${quote(workspaceName, 'pt')}) foi paga: ${total} (${received}).`,
        '',
        `Veja os pagamentos do link: ${link}`,
        '',
        `Você recebe este e-mail porque as notificações de pagamento estão ativadas na sua conta. Você pode desativá-las aqui: ${settingsLink}`,
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'wallet-verified': {
    en: ({ workspaceName, walletLabel, networkName, address, link, settingsLink }) => ({
      subject: `Wallet ${walletLabel} verified on Meridian`,
      text: [
        'Hello,',
        '',
        `The ${networkName} wallet ${quote(walletLabel, 'en')} of the workspace ${quote(workspaceName, 'en')} was verified: its owner signed the message that proves the address is theirs.`,
        '',
        `    ${address}`,
        '',
        `See the workspace's wallets: ${link}`,
        '',
        `You can choose which notifications you get by email in your account: ${settingsLink}`,
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, walletLabel, networkName, address, link, settingsLink }) => ({
      subject: `Monedero ${walletLabel} verificado en Meridian`,
      text: [
        'Hola:',
        '',
        `Se ha verificado el monedero de ${networkName} ${quote(walletLabel, 'es')} del espacio de trabajo ${quote(workspaceName, 'es')}: su titular ha firmado el mensaje que demuestra que la dirección es suya.`,
        '',
        `    ${address}`,
        '',
        `Consulta los monederos del espacio de trabajo: ${link}`,
        '',
        `Puedes elegir qué notificaciones recibes por correo electrónico en tu cuenta: ${settingsLink}`,
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, walletLabel, networkName, address, link, settingsLink }) => ({
      subject: `Portefeuille ${walletLabel} vérifié sur Meridian`,
      text: [
        'Bonjour,',
        '',
        `Le portefeuille ${networkName} ${quote(walletLabel, 'fr')} de l’espace de travail ${quote(workspaceName, 'fr')} a été vérifié\u00a0: son titulaire a signé le message qui prouve que l’adresse lui appartient.`,
        '',
        `    ${address}`,
        '',
        `Voir les portefeuilles de l’espace de travail\u00a0: ${link}`,
        '',
        `Vous pouvez choisir les notifications que vous recevez par e-mail dans votre compte\u00a0: ${settingsLink}`,
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, walletLabel, networkName, address, link, settingsLink }) => ({
      subject: `Carteira ${walletLabel} verificada no Meridian`,
      text: [
        'Olá!',
        '',
        `A carteira ${networkName} ${quote(walletLabel, 'pt')} do espaço de trabalho ${quote(workspaceName, 'pt')} foi verificada: o titular assinou a mensagem que prova que o endereço é dele.`,
        '',
        `    ${address}`,
        '',
        `Veja as carteiras do espaço de trabalho: ${link}`,
        '',
        `Você pode escolher quais notificações recebe por e-mail na sua conta: ${settingsLink}`,
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'kyb-verification': {
    en: ({ workspaceName, status, link, settingsLink }) => ({
      subject: `Business verification of ${workspaceName}: ${KYB_STATUS.en[status]}`,
      text: [
        'Hello,',
        '',
        `The business verification of the workspace ${quote(workspaceName, 'en')} ${KYB_OUTCOME.en[status]}.`,
        '',
        `See the verification page: ${link}`,
        '',
        `You can choose which notifications you get by email in your account: ${settingsLink}`,
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, status, link, settingsLink }) => ({
      subject: `Verificación de la empresa de ${workspaceName}: ${KYB_STATUS.es[status]}`,
      text: [
        'Hola:',
        '',
        `La verificación de la empresa del espacio de trabajo ${quote(workspaceName, 'es')} ${KYB_OUTCOME.es[status]}.`,
        '',
        `Consulta la página de verificación: ${link}`,
        '',
        `Puedes elegir qué notificaciones recibes por correo electrónico en tu cuenta: ${settingsLink}`,
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, status, link, settingsLink }) => ({
      subject: `Vérification de l’entreprise ${workspaceName}\u00a0: ${KYB_STATUS.fr[status]}`,
      text: [
        'Bonjour,',
        '',
        `La vérification de l’entreprise de l’espace de travail ${quote(workspaceName, 'fr')} ${KYB_OUTCOME.fr[status]}.`,
        '',
        `Voir la page de vérification\u00a0: ${link}`,
        '',
        `Vous pouvez choisir les notifications que vous recevez par e-mail dans votre compte\u00a0: ${settingsLink}`,
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, status, link, settingsLink }) => ({
      subject: `Verificação da empresa de ${workspaceName}: ${KYB_STATUS.pt[status]}`,
      text: [
        'Olá!',
        '',
        `A verificação da empresa do espaço de trabalho ${quote(workspaceName, 'pt')} ${KYB_OUTCOME.pt[status]}.`,
        '',
        `Veja a página de verificação: ${link}`,
        '',
        `Você pode escolher quais notificações recebe por e-mail na sua conta: ${settingsLink}`,
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'webhook-disabled': {
    en: ({ workspaceName, url, reason, failures, link }) => ({
      subject: `Webhook endpoint disabled in ${workspaceName}`,
      text: [
        'Hello,',
        '',
        `Meridian has stopped sending webhooks to this endpoint of the workspace ${quote(workspaceName, 'en')}:`,
        '',
        `    ${url}`,
        '',
        reason === 'gone'
          ? 'The endpoint answered 410 Gone, which asks us to stop sending to it.'
          : `${failures} events in a row could not be delivered, even after every retry.`,
        '',
        `Once the endpoint works again, enable it and send the failed events again from its page: ${link}`,
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, url, reason, failures, link }) => ({
      subject: `Endpoint de webhooks desactivado en ${workspaceName}`,
      text: [
        'Hola:',
        '',
        `Meridian ha dejado de enviar webhooks a este endpoint del espacio de trabajo ${quote(workspaceName, 'es')}:`,
        '',
        `    ${url}`,
        '',
        reason === 'gone'
          ? 'El endpoint respondió 410 Gone, lo que indica que debemos dejar de enviarle eventos.'
          : `No hemos podido entregar ${failures} eventos seguidos, ni siquiera tras todos los reintentos.`,
        '',
        `Cuando el endpoint vuelva a funcionar, actívalo y reenvía los eventos fallidos desde su página: ${link}`,
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, url, reason, failures, link }) => ({
      subject: `Endpoint de webhooks désactivé dans ${workspaceName}`,
      text: [
        'Bonjour,',
        '',
        `Meridian n’envoie plus de webhooks à cet endpoint de l’espace de travail ${quote(workspaceName, 'fr')}\u00a0:`,
        '',
        `    ${url}`,
        '',
        reason === 'gone'
          ? 'L’endpoint a répondu 410 Gone, ce qui signifie que nous devons cesser de lui envoyer des événements.'
          : `Impossible de remettre ${failures}\u00a0événements d’affilée, même après toutes les nouvelles tentatives.`,
        '',
        `Quand l’endpoint fonctionnera de nouveau, activez-le et renvoyez les événements en échec depuis sa page\u00a0: ${link}`,
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, url, reason, failures, link }) => ({
      subject: `Endpoint de webhooks desativado em ${workspaceName}`,
      text: [
        'Olá!',
        '',
        `O Meridian parou de enviar webhooks para este endpoint do espaço de trabalho ${quote(workspaceName, 'pt')}:`,
        '',
        `    ${url}`,
        '',
        reason === 'gone'
          ? 'O endpoint respondeu 410 Gone, o que indica que devemos parar de enviar eventos para ele.'
          : `Não foi possível entregar ${failures} eventos seguidos, mesmo depois de todas as novas tentativas.`,
        '',
        `Quando o endpoint voltar a funcionar, ative-o e reenvie os eventos com falha na página dele: ${link}`,
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'verification-handoff': {
    en: ({ workspaceName, link, minutes, pageLink }) => ({
      subject: `Continue the verification of ${workspaceName} on your phone`,
      text: [
        'Hello,',
        '',
        `To continue the verification of the workspace ${quote(workspaceName, 'en')} on your phone, open this link on it:`,
        '',
        link,
        '',
        `The link works once, for ${minutes} minutes. Have your identity document at hand; the camera may be used to photograph it.`,
        '',
        `When you are done, the verification page on your computer updates by itself: ${pageLink}`,
        '',
        'If you did not ask for this, ignore this email.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: ({ workspaceName, link, minutes, pageLink }) => ({
      subject: `Continúa la verificación de ${workspaceName} en tu móvil`,
      text: [
        'Hola:',
        '',
        `Para continuar la verificación del espacio de trabajo ${quote(workspaceName, 'es')} en tu móvil, abre este enlace en él:`,
        '',
        link,
        '',
        `El enlace funciona una sola vez, durante ${minutes} minutos. Ten a mano tu documento de identidad; puede que se use la cámara para fotografiarlo.`,
        '',
        `Cuando termines, la página de verificación de tu ordenador se actualizará sola: ${pageLink}`,
        '',
        'Si no lo has pedido tú, ignora este correo.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: ({ workspaceName, link, minutes, pageLink }) => ({
      subject: `Poursuivez la vérification de ${workspaceName} sur votre téléphone`,
      text: [
        'Bonjour,',
        '',
        `Pour poursuivre la vérification de l’espace de travail ${quote(workspaceName, 'fr')} sur votre téléphone, ouvrez-y ce lien\u00a0:`,
        '',
        link,
        '',
        `Le lien ne fonctionne qu’une fois, pendant ${minutes}\u00a0minutes. Gardez votre pièce d’identité à portée de main\u202f; l’appareil photo pourra servir à la photographier.`,
        '',
        `Une fois que vous aurez terminé, la page de vérification de votre ordinateur se mettra à jour d’elle-même\u00a0: ${pageLink}`,
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: ({ workspaceName, link, minutes, pageLink }) => ({
      subject: `Continue a verificação de ${workspaceName} no seu celular`,
      text: [
        'Olá!',
        '',
        `Para continuar a verificação do espaço de trabalho ${quote(workspaceName, 'pt')} no seu celular, abra este link nele:`,
        '',
        link,
        '',
        `O link funciona uma única vez, por ${minutes} minutos. Tenha seu documento de identidade em mãos; a câmera pode ser usada para fotografá-lo.`,
        '',
        `Quando você terminar, a página de verificação no seu computador se atualiza sozinha: ${pageLink}`,
        '',
        'Se não foi você quem pediu, ignore este e-mail.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
  'payment-request': paymentRequestTemplates(quote),
  'email-change-code': emailChangeCodeTemplates,
  'email-changed': emailChangedTemplates,
  'email-change-attempt': emailChangeAttemptTemplates,
};

/** Quotation marks of each language around text someone typed (names of people and workspaces). */
const QUOTES: Record<Language, readonly [string, string]> = {
  en: ['“', '”'],
  es: ['«', '»'],
  fr: ['«\u00a0', '\u00a0»'],
  pt: ['“', '”'],
};

/**
 * Text someone typed, shown as such: between the language's quotation marks, on one line (the
 * text rule already refuses line breaks in names; any left are shown as spaces).
 */
export function quote(text: string, language: Language): string {
  const [open, close] = QUOTES[language];
  return `${open}${text.replace(/[\r\n\u2028\u2029]+/g, ' ')}${close}`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The HTML part: the plain text, escaped, a paragraph per block; nothing in it is markup of the sender's. */
function htmlOf(content: MailContent, language: Language): string {
  const paragraphs = content.text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><title>' + escapeHtml(content.subject) + '</title></head>',
    '<body style="font-family: sans-serif; line-height: 1.5">',
    paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}

export function renderMail<K extends MailKind>(kind: K, language: Language, input: MailInputs[K]): RenderedMail {
  const template: (input: MailInputs[K]) => MailContent = templates[kind][language];
  const content = template(input);
  return { ...content, html: htmlOf(content, language) };
}

export function roleName(role: Role, language: Language): string {
  return ROLE_NAMES[language][role];
}
