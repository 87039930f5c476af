/* global window */
// Meridian in WooCommerce's Cart and Checkout blocks: registers the payment method with the data
// that Meridian_Blocks_Support::get_payment_method_data() gives (title, description, supports).
// Plain JavaScript, loaded after wc-blocks-registry, wc-settings, wp-element and wp-html-entities.
(function (wc, wp) {
  'use strict';
  if (!wc || !wc.wcBlocksRegistry || !wc.wcSettings || !wp || !wp.element) return;
  var settings = wc.wcSettings.getSetting('meridian_payments_data', {});
  var decode =
    wp.htmlEntities && wp.htmlEntities.decodeEntities
      ? wp.htmlEntities.decodeEntities
      : function (text) {
          return text;
        };
  var el = wp.element.createElement;
  var title = decode(settings.title || '');

  function Content() {
    return el('p', null, decode(settings.description || ''));
  }

  function Label(props) {
    var Shown = props && props.components && props.components.PaymentMethodLabel;
    return Shown ? el(Shown, { text: title }) : el('span', null, title);
  }

  wc.wcBlocksRegistry.registerPaymentMethod({
    name: 'meridian_payments',
    label: el(Label, null),
    content: el(Content, null),
    edit: el(Content, null),
    canMakePayment: function () {
      return true;
    },
    ariaLabel: title,
    supports: { features: settings.supports || ['products'] },
  });
})(window.wc, window.wp);
