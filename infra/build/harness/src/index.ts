// The Module Federation runtime starts asynchronously (asyncStartup); the app code lives in bootstrap.
import './bootstrap';
