/**
 * Vue 3 host of e2e/framework-vue.spec.ts. It bundles the package's ES module
 * (`dist/boxoffice.mjs`, as `import … from 'boxoffice'` in an integrator's app: see
 * e2e/hosts/build.ts), whose `defineElement()` defines `<box-office>`; App.vue renders it.
 */
import { defineElement } from 'boxoffice';
import { createApp } from 'vue';
import App from './App.vue';

defineElement();
createApp(App).mount('#app');
